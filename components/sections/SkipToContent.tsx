// The keyboard's first stop on every page: a link, hidden until focused, that jumps past the
// frame to the page's content (the theme's <main id="main">).
import { part } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'

interface Props {
  /** The link's look once focused (it stays out of sight until then). */
  className?: string
  /** The id of the element to jump to. */
  target?: string
}

export function SkipToContent({ className, target = 'main' }: Props) {
  const { t } = useT()
  return (
    <a
      href={`#${target}`}
      className={part(
        'sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50',
        'focus:rounded focus:bg-white focus:p-2 dark:focus:bg-black',
        className,
      )}
    >
      {t.nav.skipToContent}
    </a>
  )
}
