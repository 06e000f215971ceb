// An article's opening, centred: the title, the summary and the meta line (date, category and
// tags as the settings allow), over a thin rule.
import { PostTitle } from '@/components/post/PostTitle'
import { ArticleHeader } from '@/components/sections/article/ArticleHeader'
import type { FrameArticle } from '@/themes/contract'

export function ArticleBanner({ article }: { article: FrameArticle }) {
  const { post } = article
  return (
    <div data-page-header="" data-proxio-article-banner="" className="border-b border-[var(--px-line)] px-4 pt-14 pb-10 text-center sm:pt-20">
      <div className="mx-auto flex max-w-4xl flex-col items-center">
        <h1 className="text-3xl leading-tight font-bold tracking-tight break-words sm:text-5xl">
          <PostTitle post={post} />
        </h1>
        {post.summary && <p className="mt-5 max-w-3xl break-words text-[var(--px-muted)] sm:text-lg">{post.summary}</p>}
        <ArticleHeader
          post={post}
          classNames={{
            root: 'mt-5',
            meta: 'justify-center gap-x-3 gap-y-1 text-sm text-[var(--px-muted)] [&_a]:font-semibold [&_a]:text-[var(--px-fg)]',
            tag: 'rounded-full bg-[var(--px-card)] px-2.5 py-0.5 text-xs',
            byline: 'mt-2 justify-center gap-x-4 gap-y-1 text-sm text-[var(--px-muted)] [&>span]:justify-center',
          }}
        />
      </div>
    </div>
  )
}
