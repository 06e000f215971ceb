// The site's credits: a small card under the tree on wide screens, a plain band elsewhere. Only
// one of the two is the page's footer landmark (the other is hidden at that width).
import { FooterCredits } from '@/components/sections/FooterCredits'

interface Props {
  compact?: boolean
  landmark?: boolean
  className?: string
}

const CARD = 'm-3 rounded-lg border border-neutral-200 px-3 py-3 dark:border-neutral-800'
const BAND = 'border-t border-neutral-200 px-4 py-6 pb-20 lg:pb-6 dark:border-neutral-800'

export function Footer({ compact = false, landmark = true, className = '' }: Props) {
  const Element = landmark ? 'footer' : 'div'
  return (
    <Element
      className={`text-center text-xs text-neutral-500 dark:text-neutral-400 ${compact ? CARD : BAND} ${className}`}
    >
      <FooterCredits
        classNames={{
          root: 'flex flex-col items-center gap-1',
          link: 'underline hover:text-[var(--folio-accent)]',
        }}
      />
    </Element>
  )
}
