// A small playlist player on the browser's own <audio>: play/pause, previous/next, a track
// list, list or random order, autoplay. Nothing is downloaded until a track plays. On small
// screens it sits above the height of a theme's mobile bottom bar.
import { useCallback, useMemo, useRef, useState } from 'react'
import type { MusicPlugin } from '@/lib/plugins/types'
import { usePluginTexts } from '../texts'
import { ListIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './icons'
import { playOrder } from './play-order'
import { TrackList } from './TrackList'
import { useAutoplay } from './useAutoplay'

const button = 'rounded-full p-1.5 text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800'

export function MusicPlayer({ config }: { config: MusicPlugin }) {
  const texts = usePluginTexts()
  const audio = useRef<HTMLAudioElement>(null)
  const order = useMemo(() => playOrder(config.tracks.length, config.order), [config.tracks.length, config.order])
  const [position, setPosition] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [listOpen, setListOpen] = useState(false)
  const track = config.tracks[order[position] ?? 0]

  const play = useCallback(async () => {
    await audio.current?.play()
  }, [])
  useAutoplay(audio, config.autoplay, play)

  const step = (by: number, keepPlaying = playing) => {
    setPosition((p) => (p + by + order.length) % order.length)
    // The new source starts by itself once set, if music was playing.
    if (audio.current) audio.current.autoplay = keepPlaying
  }
  const toggle = () => (playing ? audio.current?.pause() : void play().catch(() => undefined))
  if (!track) return null

  const element = (
    <audio
      ref={audio}
      src={track.url}
      preload="none"
      onPlay={() => setPlaying(true)}
      onPause={() => setPlaying(false)}
      onEnded={() => step(1, true)}
      data-testid="music-audio"
    />
  )
  if (!config.visible) return element
  return (
    <section
      aria-label={texts.musicPlayer}
      className="fixed bottom-20 left-3 z-40 w-60 rounded-xl md:bottom-4 md:left-4 md:w-64 bg-white/95 p-2 text-sm shadow-lg ring-1 ring-black/10 backdrop-blur dark:bg-neutral-900/95 dark:ring-white/10"
    >
      {element}
      {listOpen && (
        <TrackList tracks={config.tracks} current={order[position] ?? 0} onPick={(i) => step(order.indexOf(i) - position, true)} />
      )}
      <div className="flex items-center gap-2">
        {/* Covers are arbitrary URLs from settings, not optimisable site images. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {track.cover ? <img src={track.cover} alt="" className="h-9 w-9 rounded object-cover" /> : null}
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-neutral-800 dark:text-neutral-100">{track.name}</p>
          {track.artist && <p className="truncate text-xs text-neutral-500">{track.artist}</p>}
        </div>
        <button type="button" className={button} aria-label={texts.previousTrack} onClick={() => step(-1)}>
          <PreviousIcon />
        </button>
        <button type="button" className={button} aria-label={playing ? texts.pause : texts.play} onClick={toggle}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className={button} aria-label={texts.nextTrack} onClick={() => step(1)}>
          <NextIcon />
        </button>
        <button type="button" className={button} aria-label={texts.playlist} aria-expanded={listOpen} onClick={() => setListOpen((o) => !o)}>
          <ListIcon />
        </button>
      </div>
    </section>
  )
}
