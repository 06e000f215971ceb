// A list or index page's heading (none when the theme's frame shows it). Marked as the page's
// header, so a see-through top bar knows where it ends (usePageHeaderBottom).
import type { ReactNode } from 'react'
import { useHeadingInFrame } from './frame-heading'

interface Props {
  children: ReactNode
  level?: 'h1' | 'h2'
  className?: string
}

export function PageTitle({ children, level: Heading = 'h1', className }: Props) {
  // The frame's banner shows this page's heading already.
  if (useHeadingInFrame() && Heading === 'h1') return null
  return (
    <Heading data-page-header="" className={`break-words ${className ?? 'mb-8 text-3xl font-bold text-neutral-900 dark:text-neutral-100'}`}>
      {children}
    </Heading>
  )
}
