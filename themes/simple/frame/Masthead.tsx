// The centred header block: the oval avatar beside the site title and the owner's bio, the
// social icons under them, and the site description as a small tagline.
import { SocialLinks } from '@/components/footer/SocialLinks'
import { Avatar } from '@/components/media/Avatar'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'

export function Masthead() {
  const { info, bio, author } = useSite()
  return (
    <header data-page-header="" className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 py-7 text-center sm:py-14">
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:gap-8">
        <SiteLink href="/" aria-label={info.title} className="block">
          <Avatar eager classNames={{ root: 'h-16 w-24 rounded-[50%] sm:h-20 sm:w-28 ring-1 ring-neutral-200 dark:ring-neutral-700' }} />
        </SiteLink>
        <div className="flex min-w-0 flex-col items-center gap-2">
          <SiteLink href="/" className="font-serif text-2xl text-neutral-900 hover:text-(--folio-accent) sm:text-3xl dark:text-neutral-100">
            {info.title}
          </SiteLink>
          {(bio || author) && (
            <p className="max-w-xs whitespace-pre-line break-words text-neutral-600 dark:text-neutral-400">{bio || author}</p>
          )}
        </div>
      </div>
      <SocialLinks
        classNames={{
          root: 'justify-center gap-4',
          item: 'text-neutral-600 hover:text-(--folio-accent) dark:text-neutral-400',
          icon: 'h-5 w-5',
        }}
      />
      {info.description && <p className="text-xs text-neutral-500 dark:text-neutral-400">{info.description}</p>}
    </header>
  )
}
