import type { ReactNode } from 'react'

const SIZE = { h1: 'text-2xl md:text-3xl', h2: 'text-xl' } as const

/** The heading of a list or index page (h2 for a section inside one). */
export function PageHeading({
  children,
  level = 'h1',
}: {
  children: ReactNode
  level?: 'h1' | 'h2'
}) {
  const Tag = level
  return (
    <Tag className={`mt-2 mb-6 font-bold text-neutral-900 dark:text-neutral-100 ${SIZE[level]}`}>
      {children}
    </Tag>
  )
}
