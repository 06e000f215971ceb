// The tree of every post (the site's post index, in the site's category order), in the theme's look.
import { NavTree } from '@/components/sections/nav-tree/NavTree'
import { useSite } from '@/components/site/SiteContext'
import { useMemo } from 'react'

interface Props {
  currentHref: string | null
  className?: string
  onNavigate?: () => void
}

export function SiteTree({ currentHref, className = '', onNavigate }: Props) {
  const { postIndex, categories } = useSite()
  const order = useMemo(() => categories.map((category) => category.name), [categories])
  return (
    <NavTree
      items={postIndex ?? []}
      categoryOrder={order}
      currentHref={currentHref}
      onNavigate={onNavigate}
      classNames={{
        root: `text-[15px] ${className}`,
        toggle:
          'rounded-md px-2 py-2 font-semibold text-neutral-800 hover:bg-neutral-100 dark:text-neutral-100 dark:hover:bg-neutral-800',
        count:
          'rounded-full bg-neutral-100 px-1.5 text-[11px] text-neutral-500 dark:bg-neutral-800 dark:text-neutral-400',
        list: 'my-1 ml-3 border-l border-neutral-200 pl-2 dark:border-neutral-700',
        link: 'rounded-md px-2 py-1.5 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white',
        current: 'bg-green-50 font-semibold !text-[var(--folio-accent)] dark:bg-green-950/40',
        badge: 'h-1.5 w-1.5 rounded-full bg-red-500',
      }}
    />
  )
}
