// Icons for moving around: menus, arrows, search, home, links.
import { SvgIcon, type IconProps } from './Icon'

export const Menu = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </SvgIcon>
)

export const Close = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </SvgIcon>
)

export const Search = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </SvgIcon>
)

export const Home = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 11l8-7 8 7" />
    <path d="M6 9.5V20h4.5v-5.5h3V20H18V9.5" />
  </SvgIcon>
)

export const ArrowUp = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 20V5M5.5 11.5L12 5l6.5 6.5" />
  </SvgIcon>
)

export const ChevronDown = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 9.5l6 6 6-6" />
  </SvgIcon>
)

export const ChevronLeft = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M14.5 6l-6 6 6 6" />
  </SvgIcon>
)

export const ChevronRight = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M9.5 6l6 6-6 6" />
  </SvgIcon>
)

/** Table of contents: an indented outline. */
export const ListTree = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 5h4M11 5h9M8 12h3M14 12h6M8 19h3M14 19h6M6 5v14" />
  </SvgIcon>
)

export const Link = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </SvgIcon>
)
