// Articles and pages: a centred film-page header (big title; date, green category, yellow tags
// on one line), the screen with the post's videos, a plain centred column of text, then the
// recommendations as small posters.
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'
import { ArticleVideos } from '../article/ArticleVideos'
import { useArticleVideos } from '../article/useArticleVideos'

export function LayoutSlug({ media, ...props }: LayoutDataMap['LayoutSlug']) {
  const { videos, body } = useArticleVideos(media, props.body)
  return (
    <Article
      {...props}
      body={body}
      classNames={{
        root: 'mx-auto w-full max-w-5xl',
        body: 'mx-auto max-w-3xl',
        comments: 'mx-auto mt-14 max-w-3xl',
        copyright: 'mx-auto mt-10 max-w-3xl border-l-4 border-emerald-500 bg-neutral-50 px-4 py-3 text-sm leading-relaxed dark:bg-white/5',
        share: 'mx-auto max-w-3xl gap-1 my-8',
        expiration: 'mx-auto mb-6 max-w-3xl',
        aiSummary: 'mx-auto mb-8 max-w-3xl',
      }}
      header={{
        root: 'mb-12 text-center',
        title: 'text-3xl leading-tight font-black tracking-tight text-black sm:text-5xl dark:text-white',
        meta: 'mt-6 justify-center gap-x-5 gap-y-2 text-sm font-bold text-black dark:text-white [&_a[href*="/category/"]]:text-emerald-700 dark:[&_a[href*="/category/"]]:text-emerald-500',
        separator: 'hidden',
        tag: '!bg-transparent !px-0 !text-sm !font-bold !text-amber-700 hover:!text-amber-600 dark:!text-amber-500 dark:hover:!text-amber-400',
        byline: 'mt-3 justify-center gap-x-4 text-xs text-neutral-500 dark:text-neutral-400',
      }}
      chips={{
        root: 'mx-auto mt-10 max-w-3xl gap-3 text-sm font-bold',
        category: 'text-emerald-700 hover:underline dark:text-emerald-500',
        tag: '!bg-transparent !px-0 !text-sm !text-amber-700 hover:underline dark:!text-amber-500',
      }}
      neighbours={{
        root: 'mx-auto mt-12 max-w-3xl gap-4 border-t border-neutral-200 pt-6 text-sm font-semibold dark:border-white/10',
        link: 'hover:text-emerald-600 dark:hover:text-emerald-400',
      }}
      relatedPosts={{
        root: 'mt-16 border-t border-neutral-200 pt-10 dark:border-white/10',
        heading: 'mb-6 text-xl font-extrabold tracking-wide text-black dark:text-white',
        list: 'grid-cols-2 gap-5 sm:grid-cols-3 lg:grid-cols-6',
        item: 'gap-2',
        cover: 'aspect-[2/3] rounded-sm shadow-lg',
        title: 'line-clamp-2 text-sm font-semibold text-neutral-800 hover:text-emerald-600 dark:text-neutral-200 dark:hover:text-emerald-400',
      }}
      slots={{ afterHeader: <ArticleVideos videos={videos} post={props.post} /> }}
    />
  )
}
