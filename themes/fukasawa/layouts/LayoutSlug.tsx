// Articles and pages: one white column, the post's cover across its top, then the shared
// Article (header, body or lock screen, chips, share bar, previous/next, related, comments).
import { CoverImage } from '@/components/media/CoverImage'
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'
import { SHEET } from '../frame/look'

const RULE = 'border-t border-neutral-200 pt-8 dark:border-neutral-800'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <div data-fukasawa-column="" className={`${SHEET} mx-auto max-w-4xl`}>
      <CoverImage src={props.post.pageCover} eager classNames={{ root: 'aspect-[2/1] w-full bg-neutral-100 dark:bg-neutral-800' }} />
      <div className="px-5 pt-10 pb-12 sm:px-12 md:px-20 md:pt-16">
        <Article
          {...props}
          header={{
            root: 'mb-10',
            title: 'text-3xl leading-tight font-bold text-neutral-900 md:text-[2.5rem] dark:text-neutral-50',
            meta: 'mt-5 gap-x-2 gap-y-2 text-sm text-neutral-500 dark:text-neutral-400 [&_a:hover]:text-(--folio-accent)',
            separator: 'text-neutral-300 dark:text-neutral-600',
            byline: 'mt-2 gap-x-4 gap-y-1 text-sm text-neutral-500 dark:text-neutral-400',
          }}
          chips={{ root: 'mt-10 gap-2 text-sm', category: 'bg-neutral-900 px-3 py-1 text-white hover:bg-(--folio-accent) dark:bg-neutral-100 dark:text-neutral-900' }}
          neighbours={{ root: `mt-10 gap-4 text-sm ${RULE}`, link: 'flex flex-col gap-1 text-neutral-700 hover:text-(--folio-accent) dark:text-neutral-300' }}
          relatedPosts={{
            root: `mt-10 ${RULE}`,
            heading: 'mb-4 text-xs font-semibold tracking-[0.15em] text-neutral-500 uppercase dark:text-neutral-400',
            list: 'grid-cols-2 gap-4 md:grid-cols-3',
            cover: 'aspect-[19/10]',
            title: 'line-clamp-2 text-sm font-semibold text-neutral-800 hover:text-(--folio-accent) dark:text-neutral-200',
          }}
          classNames={{ comments: `mt-12 ${RULE}` }}
        />
      </div>
    </div>
  )
}
