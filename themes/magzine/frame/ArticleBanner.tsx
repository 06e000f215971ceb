// An article's opening, centred: the title, the summary, the meta line (date, category and tags
// as the settings allow) and the byline, then the cover across the whole width of the window.
import { CoverImage } from '@/components/media/CoverImage'
import { PostTitle } from '@/components/post/PostTitle'
import { ArticleHeader } from '@/components/sections/article/ArticleHeader'
import type { FrameArticle } from '@/themes/contract'
import { TAG_LOOK } from '../posts/look'
import { Container } from './Container'

export function ArticleBanner({ article }: { article: FrameArticle }) {
  const { post } = article
  return (
    <div data-page-header="" data-magzine-article-banner="">
      <Container className="flex max-w-4xl flex-col items-center py-8 text-center sm:py-12">
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight break-words text-neutral-950 sm:text-5xl dark:text-white">
          <PostTitle post={post} />
        </h1>
        {post.summary && <p className="mt-4 text-lg text-neutral-600 dark:text-neutral-300">{post.summary}</p>}
        <ArticleHeader
          post={post}
          classNames={{
            root: 'mt-5',
            meta: 'justify-center gap-x-3 gap-y-1 text-sm font-semibold text-[#6b6b6b] dark:text-neutral-400 [&_a]:text-neutral-950 dark:[&_a]:text-white',
            tag: TAG_LOOK,
            byline: 'mt-2 justify-center gap-x-4 gap-y-1 text-sm text-[#6b6b6b] dark:text-neutral-400 [&>span]:justify-center',
          }}
        />
      </Container>
      {/* A locked post's password form sits under the cover: keep it within the first screen. */}
      <CoverImage
        src={post.pageCover}
        eager
        classNames={{ root: post.locked ? 'h-40 w-full sm:h-56' : 'h-[38vh] min-h-56 w-full sm:h-[60vh]' }}
      />
    </div>
  )
}
