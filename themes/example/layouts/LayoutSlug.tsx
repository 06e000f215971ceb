// Articles and pages: the shared Article (it carries every rule: the lock screen of a locked
// post and its unlock, chips, previous/next between posts only, the share bar, related posts,
// comments). The band shows the title; here the meta line, author and figures take a small
// grey look. The frame places the contents (sidebar card, floating button on small screens).
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <Article
        {...props}
        classNames={{ root: '[&_pre]:overflow-x-auto' }}
        header={{
          meta: 'gap-x-2 gap-y-1 text-sm text-gray-500 dark:text-neutral-400',
          byline: 'mt-1 gap-x-4 gap-y-1 text-sm text-gray-500 dark:text-neutral-400',
        }}
        chips={{
          root: 'mt-6 gap-2 text-sm',
          category: 'rounded-sm border border-gray-300 px-2 py-0.5 text-gray-700 hover:bg-slate-100 dark:border-neutral-600 dark:text-neutral-200 dark:hover:bg-neutral-800',
        }}
        neighbours={{ root: 'mt-12 gap-4 border-t border-gray-200 pt-6 text-sm dark:border-neutral-700' }}
    />
  )
}
