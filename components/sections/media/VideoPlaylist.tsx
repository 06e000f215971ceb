// Every video of a post in one player: the player shows the chosen one, the list below names
// them all (with more than one) and choosing an entry switches the player, back to its facade.
import { useState, type ReactNode } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import type { BodyMedia } from '@/lib/routes/types'
import { VideoPlayer, type VideoPlayerPart } from './VideoPlayer'

/** `root`: player and list; `list`: the entries; `item`: each entry's button; `current`: added to the chosen one. */
export type VideoPlaylistPart = 'root' | 'list' | 'item' | 'current'

interface Props {
  videos: readonly BodyMedia[]
  /** The name of a video without a caption (the post's title), numbered when there are several. */
  fallbackTitle: string
  poster?: ReactNode
  classNames?: ClassNames<VideoPlaylistPart>
  player?: ClassNames<VideoPlayerPart>
}

export function videoTitles(videos: readonly BodyMedia[], fallbackTitle: string): string[] {
  return videos.map((video, index) => video.caption.trim() || (videos.length > 1 ? `${fallbackTitle} · ${index + 1}` : fallbackTitle))
}

export function VideoPlaylist({ videos, fallbackTitle, poster, classNames: c = {}, player }: Props) {
  const { t } = useT()
  const [chosen, setChosen] = useState(0)
  const current = videos[chosen] ?? videos[0]
  if (!current) return null
  const titles = videoTitles(videos, fallbackTitle)
  return (
    <section data-section="video-playlist" className={part('flex flex-col', 'gap-3', c.root)}>
      <VideoPlayer
        key={current.blockId}
        url={current.url}
        title={titles[chosen] ?? fallbackTitle}
        aspectRatio={current.aspectRatio}
        poster={poster}
        classNames={player}
      />
      {videos.length > 1 && (
        <ol aria-label={t.plugins.playlist} className={part('flex flex-col', 'gap-1 text-sm', c.list)}>
          {videos.map((video, index) => (
            <li key={video.blockId}>
              <button
                type="button"
                aria-current={index === chosen ? 'true' : undefined}
                onClick={() => setChosen(index)}
                className={part('w-full text-left break-words', 'rounded px-3 py-2 hover:bg-neutral-100 dark:hover:bg-neutral-800', c.item) + (index === chosen ? ` ${c.current ?? 'font-semibold'}` : '')}
              >
                {titles[index]}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
