// The "about" tab: search box, avatar linking to /about, author, bio, social buttons (the
// e-mail one among them, decoded only on click) and the site statistics.
import { SocialLinks } from '@/components/footer/SocialLinks'
import { AnalyticsCard } from '@/components/home/AnalyticsCard'
import { SearchBox } from '@/components/search/SearchBox'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'
import { searchBoxClass, searchInputClass } from '../search-style'
import { isImageIcon } from '@/components/post/PostTitle'

export function AboutCard() {
  const { avatar, author, bio, info } = useSite()
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <SearchBox classNames={{ root: `mb-6 w-full ${searchBoxClass}`, input: searchInputClass }} />
      <SiteLink href="/about" aria-label={author || info.title} className="block">
        {avatar ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small, already mapped avatar
          <img
            src={avatar}
            alt=""
            className="h-24 w-24 rounded-full object-cover ring-1 ring-neutral-200 dark:ring-neutral-700"
          />
        ) : (
          <span className="flex h-24 w-24 items-center justify-center rounded-full bg-neutral-100 text-4xl dark:bg-neutral-800">
            {info.icon && !isImageIcon(info.icon) ? info.icon : (author || info.title).slice(0, 1)}
          </span>
        )}
      </SiteLink>
      {author && <p className="text-xl text-neutral-900 dark:text-neutral-100">{author}</p>}
      {bio && <p className="text-sm text-neutral-500 dark:text-neutral-400">{bio}</p>}
      <SocialLinks classNames={{ root: 'flex gap-3 text-neutral-600 dark:text-neutral-300' }} />
      <AnalyticsCard
        classNames={{
          root: 'mt-4 w-full border-t border-neutral-100 pt-4 text-left text-sm text-neutral-600 dark:border-neutral-800 dark:text-neutral-400',
          title:
            'mb-2 text-xs font-semibold tracking-wider text-neutral-400 uppercase dark:text-neutral-500',
        }}
      />
    </div>
  )
}
