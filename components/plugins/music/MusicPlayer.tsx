// The music player: react-h5-audio-player playing the playlist from settings (list order or
// shuffled, autoplay by default as spec §9 says), in a floating box, or without controls when
// the owner hides them. Lives in its own lazy chunk with the package and its stylesheet.
// Nothing downloads before playing (preload none) but the cover, and every icon is ours (see
// icons.tsx: the package's own would be fetched from Iconify).
import { useCallback, useMemo, useRef, useState } from 'react'
import AudioPlayer, { RHAP_UI } from 'react-h5-audio-player'
import 'react-h5-audio-player/lib/styles.css'
import type { MusicPlugin } from '@/lib/plugins/types'
import { withBasePath } from '@/lib/routes/base-path'
import { usePluginTexts } from '../texts'
import { ListIcon, PLAYER_ICONS } from './icons'
import styles from './MusicPlayer.module.css'
import { playOrder } from './play-order'
import { TrackHeader } from './TrackHeader'
import { TrackList } from './TrackList'
import { useAutoplay } from './useAutoplay'

const isPlayButton = (event: Event) =>
  event.target instanceof Element && event.target.closest('.rhap_play-pause-button') !== null

export function MusicPlayer({ config }: { config: MusicPlugin }) {
  const texts = usePluginTexts()
  const player = useRef<AudioPlayer>(null)
  const order = useMemo(
    () => playOrder(config.tracks.length, config.order),
    [config.tracks.length, config.order],
  )
  const [position, setPosition] = useState(0)
  const [playOnChange, setPlayOnChange] = useState(false)
  const [listOpen, setListOpen] = useState(false)
  const current = order[position] ?? 0
  const track = config.tracks[current]

  const play = useCallback(async () => {
    await player.current?.audio.current?.play()
  }, [])
  useAutoplay(config.autoplay, play, isPlayButton)

  const goTo = (next: number, keepPlaying = player.current?.isPlaying() ?? false) => {
    const target = (next + order.length) % order.length
    // The player starts a new source by itself; the same track again is started here.
    if (target === position && keepPlaying) void play().catch(() => undefined)
    setPlayOnChange(keepPlaying)
    setPosition(target)
  }
  if (!track) return null

  const playlistButton = (
    <button
      key="playlist"
      type="button"
      className="rhap_button-clear rhap_repeat-button"
      aria-label={texts.playlist}
      aria-expanded={listOpen}
      onClick={() => setListOpen((open) => !open)}
    >
      <ListIcon />
    </button>
  )
  return (
    <section
      aria-label={texts.musicPlayer}
      hidden={!config.visible}
      className={`${styles.player} fixed bottom-20 left-3 z-40 w-64 rounded-xl bg-white/95 p-2 text-sm shadow-lg ring-1 ring-black/10 backdrop-blur md:bottom-4 md:left-4 md:w-72 dark:bg-neutral-900/95 dark:ring-white/10`}
    >
      {listOpen && (
        <TrackList
          tracks={config.tracks}
          current={current}
          onPick={(i) => goTo(order.indexOf(i), true)}
        />
      )}
      <AudioPlayer
        ref={player}
        // Covers reach us under the base path already (they are page-prop images); audio does not.
        src={withBasePath(track.url)}
        preload="none"
        autoPlayAfterSrcChange={playOnChange}
        showSkipControls
        showJumpControls={false}
        onClickPrevious={() => goTo(position - 1)}
        onClickNext={() => goTo(position + 1)}
        onEnded={() => goTo(position + 1, true)}
        customIcons={PLAYER_ICONS}
        customAdditionalControls={[playlistButton]}
        customControlsSection={[
          RHAP_UI.ADDITIONAL_CONTROLS,
          RHAP_UI.MAIN_CONTROLS,
          RHAP_UI.VOLUME_CONTROLS,
        ]}
        header={<TrackHeader track={track} />}
        i18nAriaLabels={{
          ...AudioPlayer.defaultI18nAriaLabels,
          player: texts.musicPlayer,
          progressControl: texts.position,
          volumeControl: texts.volume,
          play: texts.play,
          pause: texts.pause,
          previous: texts.previousTrack,
          next: texts.nextTrack,
          volume: texts.mute,
          volumeMute: texts.unmute,
        }}
      />
    </section>
  )
}
