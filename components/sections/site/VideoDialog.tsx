// A "watch the video" button and the dialog it opens: the hero's video plays in a modal over
// the page (a file in <video>, YouTube or Vimeo in their player after the click — nothing is
// requested from a video host before). Escape, the close button or the backdrop close it.
import { useRef, useState, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import { Close } from '@/components/icons'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useDialogBehaviour } from '@/components/layout/useDialogBehaviour'
import { VideoPlayer } from '@/components/sections/media/VideoPlayer'
import { useT } from '@/lib/i18n/react'
import { withBasePath } from '@/lib/routes/base-path'

export type VideoDialogPart = 'button' | 'backdrop' | 'panel' | 'close'

interface Props {
  url: string
  /** The button's text (default: "Watch the video"). */
  label?: string
  classNames?: ClassNames<VideoDialogPart>
}

export function VideoDialog({ url, label, classNames: c = {} }: Props) {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  if (!url) return null
  const text = label || t.site.watchVideo
  return (
    <>
      <button
        type="button"
        data-section="video-button"
        onClick={() => setOpen(true)}
        className={part('inline-flex items-center gap-2', 'rounded-full bg-white px-5 py-2 font-medium text-neutral-900 shadow-lg', c.button)}
      >
        <span aria-hidden="true">▶</span>
        {text}
      </button>
      {open && typeof document !== 'undefined' && createPortal(<Panel url={url} title={text} onClose={() => setOpen(false)} c={c} />, document.body)}
    </>
  )
}

function Panel({ url, title, onClose, c }: { url: string; title: string; onClose: () => void; c: ClassNames<VideoDialogPart> }) {
  const { t } = useT()
  const panel = useRef<HTMLDivElement>(null)
  const trapTab = useDialogBehaviour(true, onClose, panel)
  const closeOnBackdrop = (e: MouseEvent<HTMLDivElement>) => e.target === e.currentTarget && onClose()
  return (
    <div data-section="video-dialog" onClick={closeOnBackdrop} className={part('fixed inset-0 z-[70] flex items-center justify-center', 'bg-black/80 p-4', c.backdrop)}>
      <div ref={panel} role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} onKeyDown={trapTab} className={part('relative w-full', 'max-w-4xl', c.panel)}>
        <button
          type="button"
          onClick={onClose}
          aria-label={t.common.close}
          className={part('absolute -top-10 right-0', 'rounded-full p-1 text-white hover:bg-white/20', c.close)}
        >
          <Close className="h-6 w-6" />
        </button>
        <VideoPlayer url={withBasePath(url)} title={title} />
      </div>
    </div>
  )
}
