// The small script every body shown as static HTML gets instead of the Notion renderer: what
// its images need (the neutral block or placeholder until loaded, the placeholder again if the
// file fails, zoom) and Notion's built-in icons in the visitor's mode. Plain DOM work on the
// server's markup: React never re-renders inside it.
import { afterInteractive } from '@/lib/plugins/after-interactive'
import { iconInMode } from '@/lib/notion/icon-mode'

type Stop = () => void

const ZOOMABLE = 'img[data-folio-zoom]'

function markLoaded(image: HTMLImageElement): void {
  image.classList.add('folio-image-loaded')
}

function markFailed(image: HTMLImageElement): void {
  console.warn(`[image] could not load ${image.currentSrc || image.src}`)
  image.classList.add('folio-image-failed')
  const placeholder = image.dataset.placeholder
  image.removeAttribute('data-folio-zoom')
  if (!placeholder) return
  image.removeAttribute('srcset')
  image.src = placeholder
}

/** Each image's state, including those that loaded or failed before this ran. */
export function watchImages(root: HTMLElement): Stop {
  const stops: Stop[] = []
  for (const image of root.querySelectorAll<HTMLImageElement>('img.folio-image-static')) {
    if (image.complete) {
      if (image.naturalWidth > 0) markLoaded(image)
      else if (image.getAttribute('src')) markFailed(image)
      continue
    }
    const onLoad = () => markLoaded(image)
    const onError = () => markFailed(image)
    image.addEventListener('load', onLoad, { once: true })
    image.addEventListener('error', onError, { once: true })
    stops.push(() => {
      image.removeEventListener('load', onLoad)
      image.removeEventListener('error', onError)
    })
  }
  return () => stops.forEach((stop) => stop())
}

/** Notion's built-in icons come in a light and a dark drawing; the server drew the light one. */
export function showIconsInMode(root: HTMLElement, dark: boolean): void {
  for (const image of root.querySelectorAll<HTMLImageElement>('img[src*="/icons/"]')) {
    const src = image.getAttribute('src') ?? ''
    const wanted = iconInMode(src, dark)
    if (wanted !== src) image.setAttribute('src', wanted)
  }
}

/**
 * Zoom for the zoomable images: loaded when the page is idle, or at the first click on one. A
 * click while the zoom's code is still on its way opens that image once the code is there.
 */
export function zoomWhenIdle(root: HTMLElement): Stop {
  const zoomable = () => [...root.querySelectorAll<HTMLImageElement>(ZOOMABLE)].filter((image) => !image.closest('a'))
  if (zoomable().length === 0) return () => {}
  let stopped = false
  let detach: Stop | undefined
  let loading: Promise<void> | undefined
  let clicked: HTMLImageElement | undefined
  const load = () => {
    loading ??= import('./static-zoom').then(({ attachZoom }) => {
      if (!stopped) detach = attachZoom(zoomable(), clicked)
    })
    return loading
  }
  const onClick = (event: MouseEvent) => {
    const image = (event.target as Element).closest<HTMLImageElement>(ZOOMABLE)
    // Once attached, the zoom answers its own clicks.
    if (!image || detach || image.closest('a')) return
    clicked = image
    void load()
  }
  root.addEventListener('click', onClick)
  const cancelIdle = afterInteractive(() => void load())
  return () => {
    stopped = true
    cancelIdle()
    root.removeEventListener('click', onClick)
    detach?.()
  }
}
