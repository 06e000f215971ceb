// The one frame every inline icon shares: a 24×24 stroke drawing in the current text colour.
// Decorative by default (hidden from screen readers); pass `title` when the icon is the only
// label of a control that has no aria-label of its own.
// How it draws (stroke, caps, fill) is one class (styles/kit.css), not attributes repeated on
// every icon of the page; the HTML parser puts an inline <svg> in its namespace without xmlns.
import type { ReactNode } from 'react'

export interface IconProps {
  className?: string
  title?: string
  /** Names the drawing (a <g> with this id) so a repeat of it can be a <use> (ReusedIcon). */
  drawingId?: string
}

interface SvgIconProps extends IconProps {
  children: ReactNode
  /** Filled glyphs (brand marks) instead of outlined strokes. */
  filled?: boolean
}

export function SvgIcon({ className = 'h-5 w-5', title, children, filled, drawingId }: SvgIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`${filled ? 'folio-icon-filled' : 'folio-icon'} ${className}`}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title ? <title>{title}</title> : null}
      {drawingId ? <g id={drawingId}>{children}</g> : children}
    </svg>
  )
}

/**
 * A stroked icon drawn again from a drawing already on the page (SvgIcon's `drawingId`): a
 * <use> instead of the same paths twice. Decorative only.
 */
export function ReusedIcon({ drawingId, className = 'h-5 w-5' }: { drawingId: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`folio-icon ${className}`} aria-hidden>
      <use href={`#${drawingId}`} />
    </svg>
  )
}
