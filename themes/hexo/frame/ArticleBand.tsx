// An article's cover band: the post's cover darkened (a dark gradient without one), with the
// title, the meta line and the byline centred on it.
import { ArticleHeader } from '@/components/sections/article/ArticleHeader'
import type { PostDetail } from '@/themes/contract'
import { CoverBand } from './CoverBand'

export function ArticleBand({ post }: { post: PostDetail }) {
  return (
    <CoverBand
      name="article"
      cover={post.pageCover}
      veil="bg-black/50"
      className="flex min-h-[22rem] items-center justify-center bg-linear-to-br from-[#1d2b3a] to-[#4a3b2a] px-4 pt-[76px] pb-12 md:min-h-[26rem]"
    >
      <div className="relative w-full max-w-4xl text-center [text-shadow:0_2px_6px_rgba(0,0,0,0.3)]">
        <ArticleHeader
          post={post}
          avatar={false}
          classNames={{
            root: '',
            title: 'text-3xl leading-tight font-bold text-white md:text-4xl',
            meta: 'mt-4 justify-center gap-x-3 gap-y-2 text-sm text-white/90 [&_a:hover]:underline',
            separator: 'text-white/50',
            byline: 'mt-3 justify-center gap-x-4 gap-y-2 text-sm text-white/85',
            author: 'inline-flex items-center gap-1 hover:underline',
          }}
        />
      </div>
    </CoverBand>
  )
}
