// A button that opens a random post (a pick among every listed post, never the one on screen
// when there is another). Nothing on a site without posts.
import type { ReactNode } from 'react'
import { useRandomPost } from '@/components/chrome/useRandomPost'
import { useT } from '@/lib/i18n/react'

interface Props {
  className?: string
  /** The button's face; the label stays its accessible name. Without it, the label as text. */
  children?: ReactNode
  /** The accessible name and title (default: the dictionary's "Random post"). */
  label?: string
}

export function RandomPostButton({ className, children, label: given }: Props) {
  const { t } = useT()
  const random = useRandomPost()
  if (!random.available) return null
  const label = given ?? t.menu.randomPost
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-random-post=""
      onClick={() => void random.go()}
      className={className ?? 'inline-flex items-center gap-1 hover:underline'}
    >
      {children ?? label}
    </button>
  )
}
