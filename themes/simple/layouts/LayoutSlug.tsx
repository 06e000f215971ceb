// Articles and pages: the shared article (header, body or lock screen, chips, share bar,
// previous/next, related posts, comments) in simple's look.
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'

const CHIP = 'rounded-sm border border-neutral-300 px-2.5 py-0.5 text-neutral-600 hover:border-(--folio-accent) hover:text-(--folio-accent) dark:border-neutral-700 dark:text-neutral-300'
const RULED = 'border-t border-neutral-200 pt-6 dark:border-neutral-800'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <Article
      {...props}
      header={{
        root: 'mb-8',
        title: 'text-3xl font-bold leading-tight text-(--folio-accent)',
        meta: 'mt-4 gap-x-3 gap-y-1 text-sm text-neutral-500 dark:text-neutral-400',
        separator: 'hidden',
        byline: 'mt-2 gap-x-4 gap-y-1 text-sm text-neutral-500 dark:text-neutral-400',
      }}
      chips={{ root: 'mt-10 gap-2 text-sm', category: CHIP }}
      neighbours={{ root: `mt-10 gap-4 text-sm ${RULED}` }}
      relatedPosts={{
        root: `mt-10 ${RULED}`,
        heading: 'mb-4 text-lg font-bold text-neutral-900 dark:text-neutral-100',
        list: 'grid-cols-2 gap-5 md:grid-cols-3',
        cover: 'aspect-[16/9] rounded-sm',
        title: 'line-clamp-2 text-sm text-neutral-700 hover:text-(--folio-accent) dark:text-neutral-300',
      }}
    />
  )
}
