// Menu-only icon: crossing arrows for "random post" (the shared set has no shuffle mark).
import { SvgIcon, type IconProps } from '@/components/icons'

export const Shuffle = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 7h3.5c2 0 3.2 1 4.3 2.6l2.4 4.8C14.3 16 15.5 17 17.5 17H21M3 17h3.5c1.4 0 2.4-.5 3.2-1.3M14.3 8.3c.8-.8 1.8-1.3 3.2-1.3H21" />
    <path d="M18 4l3 3-3 3M18 14l3 3-3 3" />
  </SvgIcon>
)
