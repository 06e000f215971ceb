// Scrolls smoothly to the top. Hidden until the page is scrolled `showAfter` px (0: always).
import type { ReactNode } from 'react'
import { ArrowUp } from '@/components/icons'
import { useT } from '@/lib/i18n/react'
import { useScrollY } from './useScrollDirection'

interface Props {
  className?: string
  showAfter?: number
  /** Replaces the arrow icon (e.g. an icon plus a label). */
  children?: ReactNode
}

export function BackToTop({ className, showAfter = 0, children }: Props) {
  const { t } = useT()
  const y = useScrollY()
  if (showAfter > 0 && y < showAfter) return null
  return (
    <button
      type="button"
      aria-label={t.common.backToTop}
      title={t.common.backToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={
        className ??
        'inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-gray-700 shadow hover:text-black dark:bg-neutral-800/90 dark:text-neutral-200 dark:hover:text-white'
      }
    >
      {children ?? <ArrowUp className="h-5 w-5" />}
    </button>
  )
}
