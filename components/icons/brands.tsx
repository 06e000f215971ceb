// Simplified marks for the contact links: our own drawings, recognisable at 16–24 px.
import { SvgIcon, type IconProps } from './Icon'

/** GitHub: a cat's head with ears. */
export const Github = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M5 3.5l3.5 3h7L19 3.5V11a7 7 0 0 1-14 0z" />
    <path d="M9.5 11.5v.5M14.5 11.5v.5M10.5 15h3" />
  </SvgIcon>
)

/** X (Twitter). */
export const Twitter = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4.5 4h4l11 16h-4z" />
    <path d="M19.5 4l-6.2 7.2M4.5 20l6.2-7.2" />
  </SvgIcon>
)

/** Telegram: a paper plane. */
export const Telegram = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M21 4L3 11l6 2.3L11.5 20l3-4.6 4.8 3.6z" />
    <path d="M9 13.3L21 4" />
  </SvgIcon>
)

export const Mail = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </SvgIcon>
)

export const Linkedin = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
  </SvgIcon>
)

/** Weibo: an eye-like ellipse under a signal arc. */
export const Weibo = (p: IconProps) => (
  <SvgIcon {...p}>
    <ellipse cx="10" cy="14.5" rx="7" ry="5" />
    <circle cx="9.5" cy="15" r="1.5" />
    <path d="M15 4.5a5 5 0 0 1 5 5M15 7.5a2 2 0 0 1 2 2" />
  </SvgIcon>
)

export const Instagram = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="3.8" />
    <path d="M17 7v.01" />
  </SvgIcon>
)

/** Bilibili: a small television with antennae. */
export const Bilibili = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3" y="7" width="18" height="13" rx="3" />
    <path d="M8 3l3 4M16 3l-3 4M8.5 12.5v1.5M15.5 12.5v1.5" />
  </SvgIcon>
)

export const Youtube = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10 9.5v5l4.5-2.5z" />
  </SvgIcon>
)
