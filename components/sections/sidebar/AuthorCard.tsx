// The owner's card: avatar (to /about), author, bio, the site's post/category/tag counts and
// the social links.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SocialLinks } from '@/components/footer/SocialLinks'
import { Avatar } from '@/components/media/Avatar'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'

export type AuthorCardPart = 'root' | 'avatar' | 'name' | 'bio' | 'counts' | 'count' | 'countValue' | 'socials' | 'social'

interface Props {
  classNames?: ClassNames<AuthorCardPart>
  /** Show the post, category and tag counts (on by default). */
  counts?: boolean
}

export function AuthorCard({ classNames: c = {}, counts = true }: Props) {
  const { t } = useT()
  const { author, bio, info, postCount, categories, tags } = useSite()
  const figures = [
    { label: t.widgets.analytics.postCount, value: postCount, href: '/archive' },
    { label: t.category.title, value: categories.length, href: '/category' },
    { label: t.tag.title, value: tags.length, href: '/tag' },
  ]
  return (
    <section data-section="author-card" className={part('flex flex-col items-center text-center', 'gap-3', c.root)}>
      <SiteLink href="/about" aria-label={author || info.title} className="block">
        <Avatar classNames={{ root: c.avatar ?? 'h-24 w-24 rounded-full ring-1 ring-neutral-200 dark:ring-neutral-700' }} />
      </SiteLink>
      {author && <p className={c.name ?? 'text-xl text-neutral-900 dark:text-neutral-100'}>{author}</p>}
      {bio && <p className={c.bio ?? 'text-sm text-neutral-500 dark:text-neutral-400'}>{bio}</p>}
      {counts && (
        <div className={part('grid grid-cols-3', 'w-full gap-2 text-sm', c.counts)}>
          {figures.map((f) => (
            <SiteLink key={f.href} href={f.href} className={part('flex flex-col-reverse items-center', 'hover:opacity-80', c.count)}>
              <span>{f.label}</span>
              <span className={c.countValue ?? 'text-lg font-semibold tabular-nums'}>{f.value}</span>
            </SiteLink>
          ))}
        </div>
      )}
      <SocialLinks classNames={{ root: c.socials, item: c.social }} />
    </section>
  )
}
