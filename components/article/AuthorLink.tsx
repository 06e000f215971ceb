// The author's name (and avatar, if the theme wants it) linking to /about. Nothing when the
// site has no author.
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'

interface Props {
  showAvatar?: boolean
  /** Show the "Author" label before the name (for themes without an avatar). */
  showLabel?: boolean
  className?: string
  avatarClassName?: string
}

export function AuthorLink({ showAvatar = false, showLabel = false, className, avatarClassName }: Props) {
  const { author, avatar } = useSite()
  const { t } = useT()
  if (!author) return null
  return (
    <SiteLink href="/about" rel="author" className={className ?? 'inline-flex items-center gap-2 hover:underline'}>
      {showAvatar && avatar && (
        // eslint-disable-next-line @next/next/no-img-element -- a small, already mapped avatar
        <img src={avatar} alt="" className={avatarClassName ?? 'h-6 w-6 rounded-full object-cover'} />
      )}
      {showLabel && <span className="opacity-70">{t.post.author}</span>}
      <span>{author}</span>
    </SiteLink>
  )
}
