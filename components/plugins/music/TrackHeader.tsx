// The playing track above the controls: cover, name and artist (plain text: React escapes it).
import type { MusicTrack } from '@/lib/plugins/types'

export function TrackHeader({ track }: { track: MusicTrack }) {
  return (
    <div className="flex items-center gap-2">
      {track.cover ? (
        // Covers are URLs from settings, not optimisable site images.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={track.cover} alt="" className="h-9 w-9 shrink-0 rounded object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-neutral-800 dark:text-neutral-100">{track.name}</p>
        {track.artist && (
          <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">{track.artist}</p>
        )}
      </div>
    </div>
  )
}
