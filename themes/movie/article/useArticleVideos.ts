// The combined mode (MOVIE_VIDEO_COMBINE): the post's playable videos go to one player above
// the text and out of the body. Off, or for a post without videos (or still locked: no media
// yet), the body stays as it is.
import { useMemo } from 'react'
import { bodyWithoutBlocks } from '@/components/sections/media/body-without-blocks'
import { playableMedia } from '@/components/sections/media/video-source'
import type { BodyMedia, LayoutDataMap } from '@/themes/contract'
import { useMovieConfig } from '../useMovieConfig'

type Body = LayoutDataMap['LayoutSlug']['body']

export function useArticleVideos(media: BodyMedia[] | undefined, body: Body): { videos: BodyMedia[]; body: Body } {
  const { MOVIE_VIDEO_COMBINE } = useMovieConfig()
  return useMemo(() => {
    const videos = MOVIE_VIDEO_COMBINE ? playableMedia(media ?? []) : []
    return { videos, body: bodyWithoutBlocks(body, videos.map((video) => video.blockId)) }
  }, [MOVIE_VIDEO_COMBINE, media, body])
}
