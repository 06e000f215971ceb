// What a game frame says when the game did not load: a retry, and the game on its own in a
// new tab (it may refuse to be framed).
import { part } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'

interface Props {
  url: string
  onRetry: () => void
  className?: string
}

export function GameFrameFailure({ url, onRetry, className }: Props) {
  const { t } = useT()
  return (
    <div role="alert" className={part('absolute inset-0 flex flex-col items-center justify-center text-center', 'gap-3 bg-neutral-900 p-4 text-white', className)}>
      <p>{t.game.loadFailed}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <button type="button" onClick={onRetry} className="rounded bg-white px-4 py-1.5 text-sm font-semibold text-neutral-900 hover:bg-neutral-200">
          {t.common.retry}
        </button>
        <a href={url} target="_blank" rel="noopener noreferrer" className="text-sm underline underline-offset-2">
          {t.game.openInNewTab}
        </a>
      </div>
    </div>
  )
}
