// An article opens on a dark band: its cover dimmed behind, the category chip, the title and
// the meta line in white, centred.
import { CoverImage } from '@/components/media/CoverImage'
import { PostTitle } from '@/components/post/PostTitle'
import { ArticleHeader } from '@/components/sections/article/ArticleHeader'
import type { FrameArticle } from '@/themes/contract'
import { Container } from './Container'

export function ArticleBanner({ article }: { article: FrameArticle }) {
  const { post } = article
  return (
    <div data-page-header="" data-commerce-banner="" className="relative overflow-hidden bg-neutral-900 text-white">
      <CoverImage src={post.pageCover} eager classNames={{ root: 'absolute inset-0 opacity-35', image: 'object-cover blur-[1px]' }} />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-r from-slate-950/80 via-neutral-900/50 to-amber-950/70" />
      {/* A locked post's password form comes under the product card: keep the band short. */}
      <Container className={`relative flex flex-col items-center gap-4 text-center ${post.locked ? 'pt-8 pb-16 sm:pt-12 sm:pb-20' : 'py-16 sm:py-24'}`}>
        <h1 className="max-w-4xl text-3xl leading-tight font-bold break-words sm:text-4xl">
          <PostTitle post={post} />
        </h1>
        <ArticleHeader
          post={post}
          avatar={false}
          classNames={{
            root: 'flex flex-col items-center gap-2',
            meta: 'justify-center gap-x-3 gap-y-2 text-sm text-neutral-200 [&_a]:hover:text-white [&_a]:hover:underline',
            tag: 'rounded-sm px-2 py-0.5 text-xs',
            byline: 'justify-center gap-x-4 gap-y-1 text-xs text-neutral-300',
          }}
        />
      </Container>
    </div>
  )
}
