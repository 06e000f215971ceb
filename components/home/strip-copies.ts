// How many copies of the icon columns the endless technology strip needs. The track slides by
// one copy per loop, so at every moment the viewport must be covered by what follows the copy
// sliding out: ceil(viewport / copy) copies plus that one.

/** What the server renders and what stays without a measurement (no layout, no ResizeObserver). */
export const SERVER_STRIP_COPIES = 2
/** Guards against a copy measured at a few pixels (icons not styled yet). */
export const MAX_STRIP_COPIES = 24

export function stripCopies(viewportWidth: number, copyWidth: number): number {
  if (!(viewportWidth > 0) || !(copyWidth > 0)) return SERVER_STRIP_COPIES
  const needed = Math.ceil(viewportWidth / copyWidth) + 1
  return Math.min(MAX_STRIP_COPIES, Math.max(SERVER_STRIP_COPIES, needed))
}
