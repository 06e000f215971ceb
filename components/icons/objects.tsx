// Icons for things: appearance, loading, dates, categories, tags, pins, notices, feeds.
import { SvgIcon, type IconProps } from './Icon'

export const Sun = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </SvgIcon>
)

export const Moon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
  </SvgIcon>
)

/** Theme switcher: a painter's palette. */
export const Palette = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 3a9 9 0 0 0 0 18c1.4 0 2-1 1.5-2.2-.6-1.3.3-2.8 1.8-2.8H18a3 3 0 0 0 3-3c0-5.5-4-10-9-10z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10.5" cy="7" r="1" />
    <circle cx="15" cy="7.5" r="1" />
  </SvgIcon>
)

/** Spins by itself: a three-quarter ring with Tailwind's animate-spin added. */
export const Spinner = ({ className = 'h-5 w-5', title }: IconProps) => (
  <SvgIcon className={`animate-spin ${className}`} title={title}>
    <path d="M12 3a9 9 0 1 1-9 9" />
  </SvgIcon>
)

export const Calendar = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </SvgIcon>
)

export const Folder = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3.5 7a2 2 0 0 1 2-2h4l2 2.5h7a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z" />
  </SvgIcon>
)

export const Tag = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9z" />
    <circle cx="8.5" cy="8.5" r="1.3" />
  </SvgIcon>
)

/** A pushpin: a pinned post (TOP_TAG). */
export const Pin = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M7.5 3.5h9M9.5 3.5v5.5L6 13.5h12L14.5 9V3.5M12 13.5v7" />
  </SvgIcon>
)

/** Announcements. */
export const Bullhorn = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 10v4a1 1 0 0 0 1 1h3l8 4.5V4.5L8 9H5a1 1 0 0 0-1 1z" />
    <path d="M8 15l1.5 5M19.5 10v4" />
  </SvgIcon>
)

export const Rss = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" />
    <circle cx="6" cy="18" r="1.2" />
  </SvgIcon>
)
