// Which heading the reader is in: the last one whose top has passed the reading line (just
// under the site header). Before the first heading, the first one; at the very bottom of the
// page, the last heading on screen (short final sections can never reach the line).
export interface HeadingPosition {
  id: string
  /** Distance from the viewport top, px (getBoundingClientRect().top). */
  top: number
}

export interface ViewportState {
  /** The reading line, px from the viewport top. */
  line: number
  viewportHeight: number
  atBottom: boolean
}

export function pickActiveHeading(headings: HeadingPosition[], view: ViewportState): string | null {
  if (headings.length === 0) return null
  let active = headings[0]?.id ?? null
  for (const heading of headings) {
    const reached = heading.top <= view.line || (view.atBottom && heading.top < view.viewportHeight)
    if (!reached) break
    active = heading.id
  }
  return active
}

/** The heading element react-notion-x renders for a block id (falls back to any element with that id). */
export function headingElement(id: string): HTMLElement | null {
  const byBlock = /^[\w-]+$/.test(id) ? document.querySelector<HTMLElement>(`[data-id="${id}"]`) : null
  return byBlock ?? document.getElementById(id)
}
