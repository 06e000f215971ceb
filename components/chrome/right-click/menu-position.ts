// Where the menu opens: at the pointer, moved left/up as needed to stay inside the viewport.
export interface Point {
  x: number
  y: number
}

export interface Size {
  width: number
  height: number
}

export function menuPosition(pointer: Point, menu: Size, viewport: Size, margin = 8): Point {
  const maxX = Math.max(margin, viewport.width - menu.width - margin)
  const maxY = Math.max(margin, viewport.height - menu.height - margin)
  return {
    x: Math.min(Math.max(pointer.x, margin), maxX),
    y: Math.min(Math.max(pointer.y, margin), maxY),
  }
}
