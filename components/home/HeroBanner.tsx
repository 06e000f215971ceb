// The hero's banner: the site's name and description over the technology strip, and a button
// that jumps to a random post.
import type { ReactNode } from 'react'
import { useRandomPost, type RandomPostCandidate } from '@/components/chrome/useRandomPost'
import { ChevronRight } from '@/components/icons'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'

interface Props {
  /** Posts to pick from besides the site's latest ones (e.g. the recommended posts). */
  pool?: readonly RandomPostCandidate[]
  /** Shown under the text, e.g. <TechIconStrip />. */
  children?: ReactNode
  className?: string
  /** Show the site's name and description (off in a theme whose frame already shows them). */
  brand?: boolean
}

export function HeroBanner({ pool, children, className, brand = true }: Props) {
  const { t } = useT()
  const { info } = useSite()
  const random = useRandomPost(pool)
  return (
    <div
      data-home-banner=""
      className={
        className ??
        'relative flex flex-col gap-4 overflow-hidden rounded-2xl border border-gray-200 bg-white p-6 dark:border-neutral-700 dark:bg-neutral-900'
      }
    >
      {brand ? (
        <div>
          <p className="text-2xl font-bold text-gray-900 dark:text-neutral-100">{info.title}</p>
          {info.description ? (
            <p className="mt-1 text-sm text-gray-500 dark:text-neutral-400">{info.description}</p>
          ) : null}
        </div>
      ) : null}
      {children}
      {random.available ? (
        <button
          type="button"
          onClick={() => void random.go()}
          className="group inline-flex items-center gap-1 self-start rounded-full bg-gray-900 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-600 dark:bg-neutral-100 dark:text-neutral-900 dark:hover:bg-indigo-400"
        >
          {t.home.hero.randomPost}
          <ChevronRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
        </button>
      ) : null}
    </div>
  )
}
