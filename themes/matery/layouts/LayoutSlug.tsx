// Articles and pages: the shared Article (every rule: lock screen, chips, prev/next for posts,
// share bar, related posts, comments) in the frame's white card, whose top holds the tags as
// accent pills and the meta line under a rule; the title is in the band above.
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'
import { PILL } from '../frame/look'

const TAG_PILL = `${PILL} px-3! py-1! text-sm!`

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <Article
      {...props}
      classNames={{
        root: '[&_pre]:overflow-x-auto',
        progress: 'h-[3px] [&>div]:bg-(--folio-accent)',
        copyright: 'my-8 rounded-md border-l-4 border-(--folio-accent) bg-indigo-50/60 p-4 text-sm text-neutral-600 dark:bg-neutral-800/60 dark:text-neutral-300',
        comments: 'mt-12 border-t border-neutral-200 pt-8 dark:border-neutral-800',
      }}
      header={{
        root: 'mb-8 border-b border-neutral-200 pb-5 dark:border-neutral-800',
        meta: 'gap-x-3 gap-y-2 text-sm text-neutral-600 dark:text-neutral-400 [&_a:hover]:text-(--folio-accent)',
        separator: 'hidden',
        tag: TAG_PILL,
        byline: 'mt-3 gap-x-4 gap-y-1 text-sm text-neutral-500 dark:text-neutral-400',
        author: 'inline-flex items-center gap-1.5 hover:text-(--folio-accent)',
      }}
      chips={{
        root: 'mt-10 gap-2 text-sm',
        category: 'rounded-full border border-(--folio-accent) px-3 py-1 text-(--folio-accent) hover:bg-[#4f46e5] hover:text-white dark:hover:bg-[#4338ca]',
        tag: TAG_PILL,
      }}
      neighbours={{
        root: 'mt-10 gap-4',
        link: 'flex flex-col gap-1 rounded-lg bg-linear-to-br from-[#5c6bc0] to-[#7e57c2] p-4 text-white shadow-md transition-shadow hover:shadow-lg',
      }}
      relatedPosts={{
        heading: 'mb-4 border-l-4 border-(--folio-accent) pl-3 text-lg font-medium text-neutral-800 dark:text-neutral-100',
        cover: 'aspect-[16/9] rounded-md shadow-sm',
        title: 'line-clamp-2 text-sm hover:text-(--folio-accent)',
      }}
    />
  )
}
