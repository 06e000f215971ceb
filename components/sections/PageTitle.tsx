// A list or index page's heading. Marked as the page's header, so a see-through top bar knows
// where it ends (usePageHeaderBottom).
import type { ReactNode } from 'react'

interface Props {
  children: ReactNode
  level?: 'h1' | 'h2'
  className?: string
}

export function PageTitle({ children, level: Heading = 'h1', className }: Props) {
  return (
    <Heading data-page-header="" className={`break-words ${className ?? 'mb-8 text-3xl font-bold text-neutral-900 dark:text-neutral-100'}`}>
      {children}
    </Heading>
  )
}
