// The one frame every inline icon shares: a 24×24 stroke drawing in the current text colour.
// Decorative by default (hidden from screen readers); pass `title` when the icon is the only
// label of a control that has no aria-label of its own.
import type { ReactNode } from 'react'

export interface IconProps {
  className?: string
  title?: string
}

interface SvgIconProps extends IconProps {
  children: ReactNode
  /** Filled glyphs (brand marks) instead of outlined strokes. */
  filled?: boolean
}

export function SvgIcon({ className = 'h-5 w-5', title, children, filled }: SvgIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  )
}
