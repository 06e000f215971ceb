// A post's game: the cover with a Play button first (nothing is requested before the click),
// then a sandboxed frame with a full-screen button; a frame that has not loaded within
// `timeoutMs` gives way to a message with a retry and a link that opens the game in a new tab.
import { useRef } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { CoverImage } from '@/components/media/CoverImage'
import { useT } from '@/lib/i18n/react'
import { GAME_PERMISSIONS, gameSandbox, type GameSource } from './game-source'
import { GameFrameFailure } from './GameFrameFailure'
import { useFullscreen } from './useFullscreen'
import { useGameLoad } from './useGameLoad'

/** `stage`: the box the cover and the frame fill; `play`: the Play button; `button`: the toolbar's buttons. */
export type GameFramePart = 'root' | 'stage' | 'play' | 'toolbar' | 'button' | 'failure'

interface Props {
  source: GameSource
  title: string
  /** The post's cover, shown behind the Play button. */
  cover?: string
  timeoutMs?: number
  classNames?: ClassNames<GameFramePart>
}

const DEFAULT_RATIO = 16 / 9

export function GameFrame({ source, title, cover, timeoutMs = 20000, classNames: c = {} }: Props) {
  const { t, format } = useT()
  const wrapper = useRef<HTMLDivElement>(null)
  const game = useGameLoad(timeoutMs)
  const fullscreen = useFullscreen(wrapper)
  const playing = game.status === 'loading' || game.status === 'loaded'
  const button = part('inline-flex items-center', 'rounded px-3 py-1.5 text-sm font-medium hover:bg-black/10 dark:hover:bg-white/10', c.button)
  return (
    <div ref={wrapper} data-game-frame={game.status} className={part('flex flex-col [&:fullscreen]:bg-black [&:fullscreen]:p-2 [&:fullscreen]:text-white', 'gap-2', c.root)}>
      <div
        className={part('relative w-full overflow-hidden', 'rounded-lg bg-neutral-900', c.stage)}
        style={fullscreen.active ? { flex: '1 1 0%', minHeight: 0 } : { aspectRatio: String(source.aspectRatio ?? DEFAULT_RATIO) }}
      >
        {game.status === 'idle' && (
          <>
            <CoverImage src={cover} placeholder classNames={{ root: 'absolute inset-0 opacity-70' }} />
            <button
              type="button"
              onClick={game.start}
              aria-label={format(t.game.playTitle, { title })}
              className={part('absolute inset-0 m-auto flex h-fit w-fit items-center gap-2', 'rounded-full bg-[var(--folio-accent)] px-6 py-3 text-lg font-semibold text-white shadow-lg hover:brightness-110', c.play)}
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-current"><path d="M4 2.5v11l9-5.5z" /></svg>
              {t.game.play}
            </button>
          </>
        )}
        {playing && (
          <iframe
            key={game.attempt}
            src={source.url}
            title={format(t.game.frameTitle, { title })}
            sandbox={gameSandbox(source.url, window.location.origin)}
            allow={GAME_PERMISSIONS}
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={game.loaded}
            className="absolute inset-0 h-full w-full border-0"
          />
        )}
        {game.status === 'failed' && <GameFrameFailure url={source.url} onRetry={game.retry} className={c.failure} />}
      </div>
      {playing && fullscreen.supported && (
        <div className={part('flex items-center justify-end', 'gap-2', c.toolbar)}>
          <button type="button" onClick={fullscreen.toggle} aria-pressed={fullscreen.active} className={button}>
            {fullscreen.active ? t.game.exitFullscreen : t.game.fullscreen}
          </button>
        </div>
      )}
    </div>
  )
}
