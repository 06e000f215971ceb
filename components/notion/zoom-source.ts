// Which copy a zoomed image shows: asked at the moment of zooming, since it depends on the
// window (a phone gets the smaller copy). Shared by the live and the static body's images.
import { zoomWidth } from '@/lib/notion/image-url'
import type { BodyImageInfo } from './image-info'

export function zoomSourceFor(
  zoomSrc: NonNullable<BodyImageInfo['zoomSrc']>,
  configuredWidth: number,
  view: { innerWidth: number; devicePixelRatio?: number },
): string {
  const pixels = view.innerWidth * (view.devicePixelRatio || 1)
  return zoomWidth(pixels, configuredWidth) < configuredWidth ? zoomSrc.small : zoomSrc.full
}
