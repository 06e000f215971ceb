// The author's name (and avatar, if the theme wants it) linking to /about. Nothing when the
// site has no author.
import { SiteLink } from '@/components/navigation/SiteLink'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'

export type AuthorLinkPart = 'root' | 'avatar'

interface Props {
  showAvatar?: boolean
  /** Show the "Author" label before the name (for themes without an avatar). */
  showLabel?: boolean
  classNames?: ClassNames<AuthorLinkPart>
}

export function AuthorLink({ showAvatar = false, showLabel = false, classNames: c = {} }: Props) {
  const { author, avatar } = useSite()
  const { t } = useT()
  if (!author) return null
  return (
    <SiteLink href="/about" rel="author" className={part('', 'inline-flex items-center gap-2 hover:underline', c.root)}>
      {showAvatar && avatar && (
        // eslint-disable-next-line @next/next/no-img-element -- a small, already mapped avatar
        <img src={avatar} alt="" className={part('object-cover', 'h-6 w-6 rounded-full', c.avatar)} />
      )}
      {showLabel && <span className="opacity-70">{t.post.author}</span>}
      <span>{author}</span>
    </SiteLink>
  )
}
