// The article's blue banner under the top bar: category and tags, the big white title, the
// meta line, and the waves into the page below.
import { ArticleHeader } from '@/components/sections/article/ArticleHeader'
import type { FrameArticle } from '@/themes/contract'

export function ArticleBanner({ article }: { article: FrameArticle }) {
  return (
    <div className="mx-auto w-full max-w-[1400px] px-4 pt-10 pb-6 md:px-8 md:pt-16 md:pb-10">
      <ArticleHeader
        post={article.post}
        classNames={{
          root: 'flex flex-col gap-4 text-white',
          title: 'text-3xl leading-tight font-bold break-words md:text-5xl',
          meta: 'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-white/80',
          separator: 'hidden',
          tag: 'rounded-md bg-white/15 px-2 py-0.5 text-white hover:bg-white/30',
          byline: 'flex items-center gap-2 text-sm text-white/80',
          author: 'inline-flex items-center gap-2 font-medium text-white',
        }}
      />
    </div>
  )
}
