// Articles and pages in the narrow white column: a big plain title, grey meta, the body, then
// the chips, previous/next and related posts on thin rules; the reading bar in the hero's
// gradient.
import { Article, type ArticleProps } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'

const RULED = 'border-t border-neutral-100 pt-8 dark:border-neutral-800'
const CHIP = 'rounded-full bg-neutral-100 px-3 py-1 text-neutral-600 hover:bg-blue-50 hover:text-blue-600 dark:bg-neutral-800 dark:text-neutral-300 dark:hover:bg-blue-500/10 dark:hover:text-blue-400'
const GREY_SMALL = 'text-sm text-neutral-500 dark:text-neutral-400'

const ARTICLE_LOOK = {
  classNames: { progressBar: 'bg-linear-to-r from-[#2563eb] to-[#14b8a6]', comments: `mt-12 ${RULED}` },
  relatedPosts: {
    title: 'line-clamp-2 text-sm font-medium text-neutral-700 hover:text-blue-600 dark:text-neutral-300 dark:hover:text-blue-400',
    cover: 'aspect-[16/10] rounded-xl',
    list: 'grid-cols-2 gap-5 md:grid-cols-3',
    heading: 'mb-5 text-lg font-bold text-neutral-900 dark:text-white',
    root: `mt-10 ${RULED}`,
  },
  neighbours: { link: 'font-medium text-neutral-700 hover:text-blue-600 dark:text-neutral-300 dark:hover:text-blue-400', root: `mt-10 gap-4 text-sm ${RULED}` },
  chips: { tag: CHIP, category: CHIP, root: 'mt-10 gap-2 text-sm' },
  header: {
    byline: `mt-2 gap-x-4 gap-y-1 ${GREY_SMALL}`,
    meta: `mt-4 gap-x-3 gap-y-1 ${GREY_SMALL}`,
    title: 'text-3xl leading-tight font-extrabold tracking-tight text-neutral-900 sm:text-4xl dark:text-white',
    root: 'mb-10',
  },
} satisfies Partial<ArticleProps>

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return <Article {...props} {...ARTICLE_LOOK} />
}
