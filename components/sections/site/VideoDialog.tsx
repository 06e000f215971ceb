// A "watch the video" button and the dialog it opens: the hero's video plays in a modal over
// the page (a file in <video>, YouTube or Vimeo in their player after the click — nothing is
// requested from a video host before). Escape, the close button or the backdrop close it.
import { useState } from 'react'
import { createPortal } from 'react-dom'
import { part, type ClassNames } from '@/components/kit/class-names'
import { DialogShell } from '@/components/layout/DialogShell'
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
  return (
    <DialogShell
      section="video-dialog"
      onClose={onClose}
      label={title}
      classNames={{
        backdrop: part('fixed inset-0 z-[70] flex items-center justify-center', 'bg-black/80 p-4', c.backdrop),
        panel: part('relative w-full', 'max-w-4xl', c.panel),
        close: part('absolute -top-10 right-0', 'rounded-full p-1 text-white hover:bg-white/20', c.close),
        closeIcon: 'h-6 w-6',
      }}
    >
      <VideoPlayer url={withBasePath(url)} title={title} />
    </DialogShell>
  )
}
