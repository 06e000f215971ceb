// One sidebar card with an icon and a heading.
import type { ReactNode } from 'react'
import { CARD_HEADING, SIDE_CARD } from '../frame/look'

interface Props {
  title: string
  icon: ReactNode
  children: ReactNode
}

export function SideCard({ title, icon, children }: Props) {
  return (
    <section aria-label={title} className={SIDE_CARD}>
      <h2 className={CARD_HEADING}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  )
}
