// The 'today' cover card: a picture linking to a configured URL that lies over the recommended
// posts; dismissing it reveals them, and it covers them again when the pointer leaves.
import { useState, type ReactNode } from 'react'
import { ChevronRight, Close } from '@/components/icons'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'
import type { TodayCardSettings } from '@/lib/home/types'
import { useT } from '@/lib/i18n/react'

interface Props {
  today: TodayCardSettings
  /** What the cover hides, usually <RecommendedPosts />. */
  children: ReactNode
  className?: string
}

export function TodayCard({ today, children, className }: Props) {
  const { t } = useT()
  const { info } = useSite()
  const [covered, setCovered] = useState(true)
  const image = today.image || info.pageCover
  return (
    <div
      data-home-today={covered ? 'covered' : 'revealed'}
      onMouseLeave={() => setCovered(true)}
      className={className ?? 'relative min-h-56 overflow-hidden rounded-2xl'}
    >
      <div inert={covered} aria-hidden={covered || undefined} className="h-full">
        {children}
      </div>
      {covered ? (
        <div className="absolute inset-0">
          <SiteLink
            href={today.url}
            className="group absolute inset-0 flex flex-col justify-end bg-gradient-to-br from-indigo-600 to-sky-500 p-6 text-white"
          >
            {image ? (
              // eslint-disable-next-line @next/next/no-img-element -- an owner-chosen cover, any host
              <img
                src={image}
                alt=""
                className="absolute inset-0 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            ) : null}
            <span
              aria-hidden
              className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/20 to-transparent"
            />
            <span className="relative text-xs tracking-wider uppercase opacity-80">
              {t.home.today.label}
            </span>
            <span className="relative mt-1 flex items-center gap-1 text-2xl font-bold">
              {today.title || t.home.today.learnMore}
              <ChevronRight className="h-5 w-5" />
            </span>
          </SiteLink>
          <button
            type="button"
            onClick={() => setCovered(false)}
            aria-label={t.home.today.dismiss}
            title={t.home.today.dismiss}
            className="absolute top-3 right-3 rounded-full bg-black/40 p-1.5 text-white hover:bg-black/60"
          >
            <Close className="h-4 w-4" />
          </button>
        </div>
      ) : null}
    </div>
  )
}
