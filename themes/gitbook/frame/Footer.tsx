// The site's credits: a small card under the tree on wide screens, a plain band elsewhere.
import { FooterCredits } from '@/components/sections/FooterCredits'

export function Footer({
  compact = false,
  className = '',
}: {
  compact?: boolean
  className?: string
}) {
  return (
    <footer
      className={
        compact
          ? 'm-3 rounded-lg border border-neutral-200 px-3 py-3 text-center text-xs text-neutral-500 dark:border-neutral-800 dark:text-neutral-400'
          : `border-t border-neutral-200 px-4 py-6 pb-20 text-center text-xs text-neutral-500 lg:pb-6 dark:border-neutral-800 dark:text-neutral-400 ${className}`
      }
    >
      <FooterCredits
        classNames={{
          root: 'flex flex-col items-center gap-1',
          link: 'underline hover:text-[var(--folio-accent)]',
        }}
      />
    </footer>
  )
}
