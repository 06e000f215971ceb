// Marks of the share services that have no contact link: our own simplified drawings in the
// shared 24×24 stroke frame, recognisable at 16–24 px.
import { SvgIcon, type IconProps } from './Icon'

/** WeChat: two overlapping speech bubbles with eyes. */
export const Wechat = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M16 9.5C16 6.5 13.1 4 9.5 4S3 6.5 3 9.5c0 1.7.9 3.2 2.4 4.2L5 16l2.6-1.3c.6.2 1.2.3 1.9.3" />
    <path d="M21 14.5c0-2.5-2.5-4.5-5.5-4.5S10 12 10 14.5s2.5 4.5 5.5 4.5c.6 0 1.2-.1 1.7-.2l2.3 1.2-.5-2c1.2-.8 2-2.1 2-3.5z" />
    <path d="M7 8v.01M12 8v.01M13.5 14v.01M17.5 14v.01" />
  </SvgIcon>
)

/** QQ: a penguin with a scarf. */
export const Qq = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 3a5 5 0 0 0-5 5v2.5c-1.4 1.6-2.3 3.8-2 6 .9-.4 1.6-1 2-1.7.5 1.5 1.5 2.7 2.8 3.4" />
    <path d="M12 3a5 5 0 0 1 5 5v2.5c1.4 1.6 2.3 3.8 2 6-.9-.4-1.6-1-2-1.7-.5 1.5-1.5 2.7-2.8 3.4" />
    <path d="M8.5 19.5c1.2.8 2.4 1 3.5.5 1.1.5 2.3.3 3.5-.5M8 11.5c2.6 1.2 5.4 1.2 8 0M10.5 7.5v.01M13.5 7.5v.01" />
  </SvgIcon>
)

/** Facebook: a lower-case f in a rounded square. */
export const Facebook = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M16 8h-1.5A2.5 2.5 0 0 0 12 10.5V21M9 13h6" />
  </SvgIcon>
)

/** Messenger: a round speech bubble with a lightning zigzag. */
export const Messenger = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 3c-5 0-9 3.7-9 8.3 0 2.6 1.3 4.9 3.3 6.4V21l3-1.7c.9.3 1.8.4 2.7.4 5 0 9-3.7 9-8.4S17 3 12 3z" />
    <path d="M7.5 13.5l3.2-3.4 2.6 2.3 3.2-3.4" />
  </SvgIcon>
)

/** LINE: a wide speech bubble holding the word. */
export const Line = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 3.5c-5 0-9 3.2-9 7.2 0 3.6 3.2 6.6 7.5 7.1.6.1.6.8.5 1.5l-.1.9c3.4-1.5 8.1-4.8 9.6-7.8.3-.6.5-1.1.5-1.7 0-4-4-7.2-9-7.2z" />
    <path strokeWidth={1.4} d="M6.8 8.6v3.8h1.8M10 8.6v3.8M11.9 12.4V8.6l2.6 3.8V8.6M17.4 8.6h-1.7v3.8h1.7M15.7 10.5h1.5" />
  </SvgIcon>
)

/** Reddit: the alien's head with its antenna and ears. */
export const Reddit = (p: IconProps) => (
  <SvgIcon {...p}>
    <ellipse cx="12" cy="14.5" rx="8" ry="5.5" />
    <path d="M12 9l1.3-5 3.7 1M9 13.5v.01M15 13.5v.01M9.5 16.6c1.6 1 3.4 1 5 0" />
    <circle cx="18.5" cy="5.2" r="1.5" />
    <path d="M4.6 11.9a1.8 1.8 0 1 1 2.2-2.6M19.4 11.9a1.8 1.8 0 1 0-2.2-2.6" />
  </SvgIcon>
)

/** WhatsApp: a telephone handset in a round speech bubble. */
export const Whatsapp = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3.5 20.5l1.3-4.2a8.5 8.5 0 1 1 3.1 3.1z" />
    <path
      strokeWidth={1.5}
      d="M9.3 8.3c-.7.6-.6 2 .5 3.6 1 1.5 2.5 2.8 3.9 3.3.9.3 1.6.2 2.1-.3l.3-.5-1.8-1.2-.9.7c-.9-.4-1.7-1.2-2.2-2l.7-.9-1.2-1.9-.9-.1z"
    />
  </SvgIcon>
)
