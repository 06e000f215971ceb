// Icon links to the owner's configured profiles, and the e-mail button (ContactEmail: the
// address is decoded only on click).
import type { ComponentType } from 'react'
import {
  Bilibili,
  Github,
  Instagram,
  Linkedin,
  Mail,
  Telegram,
  Twitter,
  Weibo,
  Youtube,
  type IconProps,
} from '@/components/icons'
import { ContactEmail } from '@/components/chrome/ContactEmail'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useSite } from '@/components/site/SiteContext'
import type { SocialLinks as Socials } from '@/lib/routes/types'
import { useT } from '@/lib/i18n/react'

type Profile = Exclude<keyof Socials, 'emailEncoded'>

const PROFILES: [Profile, ComponentType<IconProps>][] = [
  ['github', Github],
  ['twitter', Twitter],
  ['telegram', Telegram],
  ['linkedin', Linkedin],
  ['weibo', Weibo],
  ['instagram', Instagram],
  ['bilibili', Bilibili],
  ['youtube', Youtube],
]

/** `item`: each link (and the e-mail button); `icon`: their icons. */
export type SocialLinksPart = 'root' | 'item' | 'icon'

interface Props {
  classNames?: ClassNames<SocialLinksPart>
}

export function SocialLinks({ classNames: c = {} }: Props) {
  const className = part('', 'flex flex-wrap items-center gap-3', c.root)
  const itemClassName = part('', 'opacity-70 hover:opacity-100', c.item)
  const iconClassName = part('', 'h-5 w-5', c.icon)
  const { t } = useT()
  const { socials } = useSite()
  const profiles = PROFILES.filter(([key]) => socials[key])
  if (profiles.length === 0 && !socials.emailEncoded) return null
  return (
    <div className={className}>
      {profiles.map(([key, Icon]) => (
        <a
          key={key}
          href={socials[key]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.social[key]}
          title={t.social[key]}
          className={itemClassName}
        >
          <Icon className={iconClassName} />
        </a>
      ))}
      <ContactEmail className={itemClassName}>
        <Mail className={iconClassName} />
        <span className="sr-only">{t.social.email}</span>
      </ContactEmail>
    </div>
  )
}
