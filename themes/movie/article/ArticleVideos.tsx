// The article's screen: its videos in one player, the playlist under it. Before
// play the post's own cover (a site image, never the host's thumbnail) sits behind the button.
import { CoverImage } from '@/components/media/CoverImage'
import { VideoPlaylist } from '@/components/sections/media/VideoPlaylist'
import type { BodyMedia, PostDetail } from '@/themes/contract'

export function ArticleVideos({ videos, post }: { videos: BodyMedia[]; post: PostDetail }) {
  if (videos.length === 0) return null
  const cover = post.pageCover ? <CoverImage src={post.pageCover} classNames={{ root: 'h-full w-full', image: 'object-cover blur-[2px]' }} /> : undefined
  return (
    <VideoPlaylist
      videos={videos}
      fallbackTitle={post.title}
      poster={cover}
      classNames={{
        root: 'mx-auto mb-12 max-w-5xl gap-4',
        list: 'gap-1 rounded-sm border border-neutral-200 p-2 text-sm dark:border-white/10',
        item: 'rounded-sm px-3 py-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-white/10',
        current: 'bg-black !text-white hover:!bg-black dark:bg-white dark:!text-black dark:hover:!bg-white',
      }}
      player={{
        root: 'rounded-sm bg-neutral-950 shadow-[0_24px_60px_-20px_rgba(0,0,0,0.6)]',
        button: 'h-20 w-20 rounded-full bg-emerald-500 text-white shadow-xl ring-8 ring-emerald-500/25 hover:bg-emerald-400',
      }}
    />
  )
}
