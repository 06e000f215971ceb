// The 'today' cover card: a picture (HOME_TODAY_IMAGE, else a drawn gradient) linking to a
// configured URL that lies over the recommended posts; dismissing it reveals them, and it
// covers them again when the pointer leaves.
import { useState, type ReactNode } from 'react'
import { ChevronRight, Close } from '@/components/icons'
import { SiteLink } from '@/components/navigation/SiteLink'
import type { TodayCardSettings } from '@/lib/home/types'
import { useT } from '@/lib/i18n/react'

interface Props {
  today: TodayCardSettings
  /** What the cover hides, usually <RecommendedPosts />. */
  children: ReactNode
  className?: string
}

/** Soft shapes on the gradient when the owner chose no picture: nothing for a label to collide with. */
function Backdrop() {
  return (
    <span aria-hidden data-today-backdrop="" className="absolute inset-0 overflow-hidden">
      <span className="absolute -top-16 -right-10 h-56 w-56 rounded-full bg-white/15 blur-2xl" />
      <span className="absolute top-8 right-16 h-24 w-24 rounded-full border-[10px] border-white/20" />
      <span className="absolute -bottom-20 -left-12 h-48 w-48 rounded-full bg-fuchsia-400/25 blur-2xl" />
    </span>
  )
}

export function TodayCard({ today, children, className }: Props) {
  const { t } = useT()
  const [covered, setCovered] = useState(true)
  // Only the owner's own picture: the site cover is a banner whose text or logo would be
  // cropped into stray letters under the label.
  const image = today.image
  return (
    <div
      data-home-today={covered ? 'covered' : 'revealed'}
      onMouseLeave={() => setCovered(true)}
      className={className ?? 'relative min-h-56 overflow-hidden rounded-2xl'}
    >
      {/* Covered, the posts are not painted either: a cover under the card must not count as
          the page's largest paint (it would wait for everything before it). */}
      <div inert={covered} aria-hidden={covered || undefined} className={covered ? 'invisible h-full' : 'h-full'}>
        {children}
      </div>
      {covered ? (
        <div className="absolute inset-0">
          <SiteLink
            href={today.url}
            className="group absolute inset-0 flex flex-col items-start justify-end bg-gradient-to-br from-indigo-600 via-violet-600 to-sky-500 p-6 text-white dark:from-indigo-900 dark:via-violet-900 dark:to-sky-900"
          >
            {image ? (
              // eslint-disable-next-line @next/next/no-img-element -- an owner-chosen cover, any host
              <img
                src={image}
                alt=""
                className="absolute inset-0 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            ) : (
              <Backdrop />
            )}
            {/* Whatever the picture holds, the text sits on a dark scrim. */}
            <span
              aria-hidden
              className={`absolute inset-0 bg-gradient-to-t ${image ? 'from-black/80 via-black/40 to-black/5' : 'from-black/30 to-transparent'}`}
            />
            <span className="relative rounded-full bg-black/25 px-2.5 py-0.5 text-xs tracking-wider uppercase backdrop-blur-sm">
              {t.home.today.label}
            </span>
            <span className="relative mt-2 flex items-center gap-1 text-2xl font-bold drop-shadow">
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
