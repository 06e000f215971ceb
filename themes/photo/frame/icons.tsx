// The theme's own glyph: four corners pointing out (view full size), on the shared icon frame.
import { SvgIcon, type IconProps } from '@/components/icons'

export const Expand = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </SvgIcon>
)

/** A camera: the placeholder of a photo card without a picture. */
export const Camera = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </SvgIcon>
)
