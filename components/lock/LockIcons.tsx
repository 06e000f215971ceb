// Padlocks for the lock screen and the unlocked notice (the shared icon set has none).
import { SvgIcon, type IconProps } from '@/components/icons'

export const ClosedLock = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
    <path d="M12 14.5v2" />
  </SvgIcon>
)

export const OpenLock = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7a4 4 0 0 1 7.7-1.5" />
  </SvgIcon>
)
