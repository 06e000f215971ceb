// The banner's "Start reading" button: scrolls to the element with `targetId` (the list under
// a full-screen banner); smoothly unless the visitor asks for reduced motion. A plain
// #anchor without JavaScript.
import type { MouseEvent, ReactNode } from 'react'
import { useT } from '@/lib/i18n/react'
import { prefersReducedMotion } from './reduced-motion'

interface Props {
  targetId: string
  className?: string
  /** After the text (an arrow, for one). */
  icon?: ReactNode
}

export function StartReading({ targetId, className, icon }: Props) {
  const { t } = useT()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId)
    if (!target) return
    event.preventDefault()
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  }
  return (
    <a href={`#${targetId}`} onClick={onClick} data-start-reading="" className={className ?? 'inline-flex items-center gap-2'}>
      {t.home.hero.startReading}
      {icon}
    </a>
  )
}
