// An article or page: the shared Article in medium's look (header, body or lock screen, chips,
// prev/next for posts, related posts, comments). The frame places the contents.
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'

const CHIP =
  'rounded bg-neutral-100 px-2.5 py-1 text-neutral-700 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-200 dark:hover:bg-neutral-700'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <Article
        {...props}
        classNames={{ root: 'pt-4' }}
        header={{
          author: 'flex items-center gap-2 text-emerald-700 hover:underline dark:text-emerald-400',
          separator: 'text-neutral-300 dark:text-neutral-600',
        }}
        chips={{ root: 'mt-12 gap-3 text-sm', category: CHIP }}
        neighbours={{
          root: 'mt-8 gap-4 border-t border-neutral-200 pt-6 dark:border-neutral-800',
          link: 'group flex flex-col gap-1 rounded-md p-3 text-neutral-800 hover:bg-neutral-50 dark:text-neutral-200 dark:hover:bg-neutral-900',
        }}
    />
  )
}
