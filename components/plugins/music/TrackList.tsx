// The playlist: every track, the current one marked; a click plays it.
import type { MusicTrack } from '@/lib/plugins/types'

interface Props {
  tracks: MusicTrack[]
  current: number
  onPick: (index: number) => void
}

export function TrackList({ tracks, current, onPick }: Props) {
  return (
    <ol className="mb-2 max-h-48 overflow-y-auto border-b border-neutral-200 pb-1 dark:border-neutral-700">
      {tracks.map((t, i) => (
        <li key={`${i}-${t.url}`}>
          <button
            type="button"
            aria-current={i === current ? 'true' : undefined}
            onClick={() => onPick(i)}
            className="w-full truncate rounded px-2 py-1 text-left text-neutral-700 hover:bg-neutral-100 aria-[current]:font-semibold aria-[current]:text-sky-600 dark:text-neutral-300 dark:hover:bg-neutral-800"
          >
            {t.name}
            {t.artist ? <span className="text-neutral-400"> · {t.artist}</span> : null}
          </button>
        </li>
      ))}
    </ol>
  )
}
