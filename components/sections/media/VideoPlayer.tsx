// One video, as a facade: until the visitor presses play nothing comes from a video host (no
// iframe, no host thumbnail — the theme may pass its own poster, e.g. the post's cover). A file
// plays in <video controls preload="none">, which fetches nothing before playing either. A
// host's player gets only the permissions a video needs.
import { useState, type ReactNode } from 'react'
import { SvgIcon } from '@/components/icons/Icon'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import { videoSource } from './video-source'

/** `root`: the 16:9 (or the video's own ratio) box; `button`: the play button over the poster; `poster`: the poster's box. */
export type VideoPlayerPart = 'root' | 'button' | 'poster'

export const HOST_PLAYER_ALLOW = 'autoplay; fullscreen; encrypted-media'

interface Props {
  url: string
  /** The video's name (its caption or the post's title): the button's and frame's label. */
  title: string
  aspectRatio?: number | null
  poster?: ReactNode
  classNames?: ClassNames<VideoPlayerPart>
}

const PlayGlyph = () => (
  <SvgIcon className="h-7 w-7 translate-x-0.5" filled>
    <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z" />
  </SvgIcon>
)

export function VideoPlayer({ url, title, aspectRatio, poster, classNames: c = {} }: Props) {
  const { t } = useT()
  const [started, setStarted] = useState(false)
  const source = videoSource(url)
  const ratio = aspectRatio && aspectRatio > 0 ? aspectRatio : 16 / 9
  const root = part('relative w-full overflow-hidden', 'rounded-lg bg-black', c.root)
  if (source.kind === 'file') {
    return (
      <div data-video-player="file" className={root} style={{ aspectRatio: ratio }}>
        <video controls preload="none" src={source.embedUrl} aria-label={title} className="absolute inset-0 h-full w-full" />
      </div>
    )
  }
  return (
    <div data-video-player={source.kind} className={root} style={{ aspectRatio: ratio }}>
      {started ? (
        <iframe
          src={source.embedUrl}
          title={title}
          allow={HOST_PLAYER_ALLOW}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <>
          {poster && <div className={part('absolute inset-0', 'opacity-70', c.poster)}>{poster}</div>}
          <button
            type="button"
            onClick={() => setStarted(true)}
            aria-label={`${t.plugins.play}: ${title}`}
            className={part(
              'absolute top-1/2 left-1/2 flex -translate-x-1/2 -translate-y-1/2 items-center justify-center',
              'h-16 w-16 rounded-full bg-white/90 text-black shadow-lg hover:scale-105 focus-visible:outline-2',
              c.button,
            )}
          >
            <PlayGlyph />
          </button>
        </>
      )}
    </div>
  )
}
