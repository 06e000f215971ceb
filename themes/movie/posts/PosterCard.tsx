// A post as a film poster: the cover fills a tall card, a dark gradient rises from the bottom
// with the tags in green, the title in white and one line of summary. The whole card opens the
// post (the title's link stretches over it); the tag links sit above that layer.
import { CoverImage } from '@/components/media/CoverImage'
import { PinMark } from '@/components/post/PinMark'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import { usesListCover } from '@/components/sections/post-card/PostCardCover'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import type { ListedPost } from '@/themes/contract'
import { useMovieConfig } from '../useMovieConfig'
import { PosterPlaceholder } from './PosterPlaceholder'

export function PosterCard({ post, eager }: { post: ListedPost; eager: boolean }) {
  const { postList } = useSharedThemeSettings()
  const { MOVIE_POSTER_EXCERPT } = useMovieConfig()
  return (
    <article className="group relative aspect-[2/3] overflow-hidden rounded-sm bg-neutral-900 shadow-[0_18px_40px_-12px_rgba(0,0,0,0.45)] transition-transform duration-300 hover:-translate-y-1 dark:shadow-[0_18px_40px_-12px_rgba(0,0,0,0.9)]">
      {usesListCover(post, postList.cover) ? (
        <CoverImage
          src={post.pageCoverThumbnail}
          eager={eager}
          classNames={{ root: 'absolute inset-0', image: 'object-cover transition-transform duration-500 group-hover:scale-105' }}
        />
      ) : (
        <PosterPlaceholder post={post} />
      )}
      <PinMark post={post} classNames={{ root: 'absolute top-3 left-3 rounded-sm bg-emerald-400 px-2 py-0.5 text-xs font-bold text-neutral-950 shadow' }} />
      <div className="absolute inset-x-0 bottom-0 flex flex-col gap-3 bg-gradient-to-t from-black/90 via-black/55 to-transparent px-5 pt-24 pb-5 text-white sm:px-6">
        <PostCardMeta
          post={post}
          date={false}
          classNames={{
            root: 'relative z-10 gap-x-2 gap-y-1 text-sm font-bold text-emerald-400 [&_a]:hover:text-emerald-300',
            separator: 'hidden',
            tag: '!bg-transparent !px-0 !text-sm !font-bold !text-emerald-400 hover:!text-emerald-300',
          }}
        />
        <PostCardTitle
          post={post}
          as="h2"
          classNames={{
            root: 'text-xl leading-snug font-extrabold text-white [text-shadow:0_2px_6px_rgba(0,0,0,0.6)] sm:text-2xl',
            link: 'after:absolute after:inset-0 after:content-[""] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-emerald-400',
          }}
        />
        {MOVIE_POSTER_EXCERPT && <PostCardExcerpt post={post} className="line-clamp-1 text-xs text-white/85" />}
      </div>
    </article>
  )
}
