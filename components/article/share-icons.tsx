// An icon per share service: the brand marks we have, and a lettered badge for the rest
// (no icon fonts, no CDN).
import type { ReactNode } from 'react'
import { Link, Linkedin, Mail, Telegram, Twitter, Weibo } from '@/components/icons'
import type { ShareService } from '@/lib/share/share-links'


function Letter({ text }: { text: string }) {
  return (
    <span aria-hidden className="inline-flex h-5 w-5 items-center justify-center text-[10px] font-bold">
      {text}
    </span>
  )
}

const ICONS: Record<ShareService, () => ReactNode> = {
  link: () => <Link className="h-5 w-5" />,
  wechat: () => <Letter text="WX" />,
  qq: () => <Letter text="QQ" />,
  weibo: () => <Weibo className="h-5 w-5" />,
  email: () => <Mail className="h-5 w-5" />,
  facebook: () => <Letter text="f" />,
  twitter: () => <Twitter className="h-5 w-5" />,
  telegram: () => <Telegram className="h-5 w-5" />,
  messenger: () => <Letter text="M" />,
  line: () => <Letter text="LINE" />,
  reddit: () => <Letter text="R" />,
  whatsapp: () => <Letter text="WA" />,
  linkedin: () => <Linkedin className="h-5 w-5" />,
}

export function ShareIcon({ service }: { service: ShareService }) {
  return <>{ICONS[service]()}</>
}
