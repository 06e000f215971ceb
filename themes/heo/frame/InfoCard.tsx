// The indigo info card at the top of the sidebar: a greeting (HEO_INFO_CARD_GREETINGS, else the
// visitor's language's; a click shows the next), the author's name and bio, the social links and a 'learn more' button.
import { useState } from 'react'
import { ChevronRight } from '@/components/icons'
import { Avatar } from '@/components/media/Avatar'
import { SiteLink } from '@/components/navigation/SiteLink'
import { SocialLinks } from '@/components/footer/SocialLinks'
import { useGreetings } from '@/components/sections/home/useGreetings'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import { useHeoConfig } from '../useHeoConfig'

export function InfoCard() {
  const { t } = useT()
  const { author, bio, info } = useSite()
  const { HEO_INFO_CARD_GREETINGS: own, HEO_INFO_CARD_URL: moreUrl } = useHeoConfig()
  const greetings = useGreetings(own)
  const [shown, setShown] = useState(0)
  const greeting = greetings.length > 0 ? greetings[shown % greetings.length] : null
  return (
    <section data-heo-info-card="" className="relative flex flex-col gap-4 overflow-hidden rounded-2xl bg-[#4f65f0] p-6 text-white shadow-sm dark:bg-[#2f3a8f]">
      <span aria-hidden className="absolute -top-10 -right-10 h-32 w-32 rounded-full bg-white/10 blur-xl" />
      <div className="flex items-start justify-between gap-3">
        {greeting ? (
          <button
            type="button"
            data-heo-greeting=""
            onClick={() => setShown((n) => n + 1)}
            className="rounded-lg bg-black/15 px-2.5 py-1 text-left text-sm transition hover:bg-black/25"
          >
            {greeting}
          </button>
        ) : (
          <span />
        )}
        <Avatar classNames={{ root: 'h-10 w-10 shrink-0 rounded-full ring-2 ring-white/40' }} />
      </div>
      <p className="text-2xl font-bold break-words">{author || info.title}</p>
      {bio ? <p className="text-sm leading-relaxed text-white">{bio}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        <SocialLinks
          classNames={{
            root: 'flex flex-wrap gap-2',
            item: 'inline-flex h-9 w-9 items-center justify-center rounded-full bg-black/15 hover:bg-white hover:text-[#4f65f0]',
          }}
        />
        {moreUrl ? (
          <SiteLink href={moreUrl} className="inline-flex items-center gap-1 rounded-full bg-black/15 px-4 py-2 text-sm font-semibold hover:bg-white hover:text-[#4f65f0]">
            {t.home.today.learnMore}
            <ChevronRight className="h-4 w-4" />
          </SiteLink>
        ) : null}
      </div>
    </section>
  )
}
