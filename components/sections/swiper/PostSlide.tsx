// One slide of the post carousel: the post's cover (a drawn gradient without one) under its
// title on a dark scrim, the category above it as <THEME>_POST_LIST_CATEGORY allows. The same
// markup is the plain first slide shown before the carousel's script arrives, so nothing jumps.
import { part, type ClassNames } from '@/components/kit/class-names'
import { Picture } from '@/components/media/Picture'
import { SiteLink } from '@/components/navigation/SiteLink'
import { PostTitle } from '@/components/post/PostTitle'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import type { PostLink } from '@/lib/routes/types'

/** `slide`: each slide's box (size, radius); `title`: the title over the scrim; `category`: the line above it. */
export type PostSlidePart = 'slide' | 'title' | 'category'

interface Props {
  post: PostLink
  eager?: boolean
  classNames?: ClassNames<PostSlidePart>
}

export function PostSlide({ post, eager = false, classNames: c = {} }: Props) {
  const { postList } = useSharedThemeSettings()
  return (
    <SiteLink
      href={post.href}
      data-post-slide=""
      className={part('group relative block h-full w-full overflow-hidden', 'rounded-2xl bg-gradient-to-br from-sky-600 to-indigo-700', c.slide)}
    >
      {post.pageCoverThumbnail ? (
        <Picture
          src={post.pageCoverThumbnail}
          eager={eager}
          className="absolute inset-0 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      ) : null}
      <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/25 to-transparent" />
      <span className="absolute inset-x-0 bottom-0 flex flex-col gap-1 p-6 text-white">
        {postList.category && post.category ? <span className={part('', 'text-xs opacity-80', c.category)}>{post.category}</span> : null}
        <PostTitle post={post} classNames={{ root: part('line-clamp-2', 'text-2xl font-bold', c.title) }} />
      </span>
    </SiteLink>
  )
}
