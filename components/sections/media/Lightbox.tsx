// A full-screen image viewer over the page: a modal dialog (focus moves in, stays in with Tab
// and returns to the opener; Escape, the close button, a click on the backdrop or a route
// change close it; the page behind does not scroll), with previous/next buttons and the arrow
// keys moving through the images (wrapping round). Images go through Picture like every other
// picture on the site. Mounted only while open, in a portal on <body> so no frame clips it.
import { useRef, type KeyboardEvent, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import { part, type ClassNames } from '@/components/kit/class-names'
import { ChevronLeft, ChevronRight, Close } from '@/components/icons'
import { Picture } from '@/components/media/Picture'
import { useDialogBehaviour } from '@/components/layout/useDialogBehaviour'
import { useT } from '@/lib/i18n/react'

export interface LightboxImage {
  src: string
  alt: string
  /** Shown under the image (a post's title); the alt text when left out. */
  caption?: string
}

/** `root`: the backdrop; `image`: the picture (its fit is kept); `caption`: the line under it; `button`: close/previous/next. */
export type LightboxPart = 'root' | 'image' | 'caption' | 'button'

interface Props {
  images: readonly LightboxImage[]
  /** The image on screen; null keeps the viewer closed. */
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
  classNames?: ClassNames<LightboxPart>
}

export function Lightbox({ index, ...props }: Props) {
  const image = index === null ? undefined : props.images[index]
  if (index === null || !image || typeof document === 'undefined') return null
  return createPortal(<LightboxDialog {...props} index={index} image={image} />, document.body)
}

const BUTTON_LOOK = 'rounded-full bg-white/10 p-2.5 text-white hover:bg-white/25'

function LightboxDialog({ images, index, image, onIndexChange, onClose, classNames: c = {} }: Omit<Props, 'index'> & { index: number; image: LightboxImage }) {
  const { t } = useT()
  const panel = useRef<HTMLDivElement>(null)
  const trapTab = useDialogBehaviour(true, onClose, panel)
  const count = images.length
  const step = (delta: number) => onIndexChange((index + delta + count) % count)
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft' && count > 1) step(-1)
    else if (e.key === 'ArrowRight' && count > 1) step(1)
    else trapTab(e)
  }
  const onBackdrop = (e: MouseEvent<HTMLDivElement>) => e.target === e.currentTarget && onClose()
  const button = part('absolute z-10 inline-flex items-center justify-center', BUTTON_LOOK, c.button)
  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label={t.common.imageViewer}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={onBackdrop}
      className={part('fixed inset-0 z-[70] flex flex-col items-center justify-center outline-none', 'bg-black/90 p-4 sm:p-12', c.root)}
    >
      <button type="button" aria-label={t.common.close} onClick={onClose} className={`${button} top-3 right-3`}>
        <Close className="h-5 w-5" />
      </button>
      <figure className="flex min-h-0 max-w-full flex-col items-center gap-3">
        <Picture
          key={image.src}
          src={image.src}
          alt={image.alt}
          eager
          className={part('max-h-[80vh] min-h-24 max-w-full min-w-24 object-contain', '', c.image)}
        />
        <figcaption className={part('text-center', 'text-sm text-neutral-200', c.caption)}>
          {image.caption ?? image.alt}
          {count > 1 ? <span className="ml-3 tabular-nums opacity-70">{`${index + 1} / ${count}`}</span> : null}
        </figcaption>
      </figure>
      {count > 1 ? (
        <>
          <button type="button" aria-label={t.common.previousImage} onClick={() => step(-1)} className={`${button} top-1/2 left-3 -translate-y-1/2`}>
            <ChevronLeft className="h-6 w-6" />
          </button>
          <button type="button" aria-label={t.common.nextImage} onClick={() => step(1)} className={`${button} top-1/2 right-3 -translate-y-1/2`}>
            <ChevronRight className="h-6 w-6" />
          </button>
        </>
      ) : null}
    </div>
  )
}
