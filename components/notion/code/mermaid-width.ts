// The width mermaid drew a diagram at (its viewBox), handed to styles/notion.css as a custom
// property: a wide diagram on a phone keeps a readable size and scrolls sideways instead of
// shrinking to the column's width.
import type { CSSProperties } from 'react'

const VIEW_BOX_WIDTH = /<svg[^>]*\sviewBox="[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)/

export function naturalWidthStyle(svg: string): CSSProperties | undefined {
  const width = Number(VIEW_BOX_WIDTH.exec(svg)?.[1])
  return width > 0 ? ({ '--folio-mermaid-width': `${width}px` } as CSSProperties) : undefined
}
