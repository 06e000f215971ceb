// An icon per share service: our own inline drawings (no icon fonts, no CDN). Decorative: the
// button or link around it carries the service's name from the dictionaries.
import type { ComponentType } from 'react'
import {
  Facebook,
  Line,
  Link,
  Linkedin,
  Mail,
  Messenger,
  Qq,
  Reddit,
  Telegram,
  Twitter,
  Wechat,
  Weibo,
  Whatsapp,
  type IconProps,
} from '@/components/icons'
import type { ShareService } from '@/lib/share/share-links'

const ICONS: Record<ShareService, ComponentType<IconProps>> = {
  link: Link,
  wechat: Wechat,
  qq: Qq,
  weibo: Weibo,
  email: Mail,
  facebook: Facebook,
  twitter: Twitter,
  telegram: Telegram,
  messenger: Messenger,
  line: Line,
  reddit: Reddit,
  whatsapp: Whatsapp,
  linkedin: Linkedin,
}

export function ShareIcon({ service, className = 'h-5 w-5' }: { service: ShareService; className?: string }) {
  const Icon = ICONS[service]
  return <Icon className={className} />
}
