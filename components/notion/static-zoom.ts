// Zoom for the images of a body shown as static HTML, loaded apart (about 3 kB) once the page
// is idle or at the first click on such an image. Same look and sources as the renderer's.
import mediumZoom from '@fisch0920/medium-zoom'
import { zoomMargin } from '@/lib/notion/image-url'
import { zoomSourceFor } from './zoom-source'

/** The renderer's settings (react-notion-x), so both bodies zoom alike. */
const OPTIONS = { background: 'rgba(0, 0, 0, 0.8)', minZoomScale: 2 }

/** Sets the copy to show and the margin for the window at the moment of zooming. */
function prepare(image: HTMLImageElement): void {
  const { zoomFull, zoomSmall, zoomWidth } = image.dataset
  if (!zoomFull || !zoomSmall || !zoomWidth) return
  image.setAttribute('data-zoom-src', zoomSourceFor({ full: zoomFull, small: zoomSmall }, Number(zoomWidth), window))
}

/** Attaches zoom to the images; the answer detaches it. `first`: an image to open at once. */
export function attachZoom(images: HTMLImageElement[], first?: HTMLImageElement): () => void {
  const zoom = mediumZoom(images, { ...OPTIONS, margin: zoomMargin(window.innerWidth) })
  const onOpen = (event: Event) => {
    zoom.update({ margin: zoomMargin(window.innerWidth) })
    prepare(event.target as HTMLImageElement)
  }
  for (const image of images) image.addEventListener('medium-zoom:open', onOpen)
  if (first) void zoom.open({ target: first })
  return () => {
    for (const image of images) image.removeEventListener('medium-zoom:open', onOpen)
    zoom.detach()
  }
}
