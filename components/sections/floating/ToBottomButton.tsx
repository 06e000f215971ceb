// A floating "Go to bottom" button: scrolls to the end of the page (the footer), smoothly unless
// the visitor asks for reduced motion. Hidden while the page is already at its bottom.
import { useState, type ReactNode } from 'react'
import { ArrowUp } from '@/components/icons'
import { useWindowScroll } from '@/components/layout/useScrollDirection'
import { useT } from '@/lib/i18n/react'
import { prefersReducedMotion } from '../home/reduced-motion'

interface Props {
  className?: string
  /** Replaces the downward arrow. */
  children?: ReactNode
}

/** How close to the end (px) counts as being at the bottom already. */
const AT_BOTTOM_SLACK = 40

export function isAtBottom(scrollY: number, viewport: number, pageHeight: number): boolean {
  return scrollY + viewport >= pageHeight - AT_BOTTOM_SLACK
}

const DEFAULT_LOOK =
  'inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-gray-700 shadow hover:text-black dark:bg-neutral-800/90 dark:text-neutral-200 dark:hover:text-white'

export function ToBottomButton({ className, children }: Props) {
  const { t } = useT()
  const [atBottom, setAtBottom] = useState(false)
  useWindowScroll((y) => setAtBottom(isAtBottom(y, window.innerHeight, document.documentElement.scrollHeight)))
  if (atBottom) return null
  const onClick = () => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }
  return (
    <button
      type="button"
      aria-label={t.common.scrollToBottom}
      title={t.common.scrollToBottom}
      data-to-bottom=""
      onClick={onClick}
      className={className ?? DEFAULT_LOOK}
    >
      {children ?? <ArrowUp className="h-5 w-5 rotate-180" />}
    </button>
  )
}
