// The home page's widgets, placed by a theme above (or beside) its list: the notice bar and the
// hero (random post, category shortcuts, technology strip, recommended posts, today card).
// Only on the first home page, only when the route sent them, and only while the theme's
// <THEME>_HOME_WIDGETS setting is on. `welcome` adds the click-to-enter cover.
// The cover and the hero are lazily loaded pieces behind these gates: a page that does not show
// them does not download them (a piece rendered on the server comes with the page's scripts).
import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import { NoticeBar } from '@/components/home/NoticeBar'
import { part, type ClassNames } from '@/components/kit/class-names'
import { piecesPreloader } from '@/components/plugins/lazy-pieces'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import type { LayoutDataMap } from '@/lib/routes/types'

const LazyLoadingCover = dynamic(() => import('@/components/home/LoadingCover').then((m) => m.LoadingCover))
// One piece with its strip and today card: medium's home shows them all by default, and one
// chunk is smaller than three (measured: 4.8 against 5.5 kB gzip).
const LazyHero = dynamic(() => import('@/components/home/Hero').then((m) => m.Hero))

/** Loads the widgets' lazily loaded pieces (started on the server as this module is evaluated). */
export const preloadHomeWidgets = piecesPreloader(LazyLoadingCover, LazyHero)

export type HomeWidgetsPart = 'root' | 'notice' | 'hero'

type Props = Pick<LayoutDataMap['LayoutIndex'], 'home' | 'pagination' | 'posts'> & {
  classNames?: ClassNames<HomeWidgetsPart>
  /** Open the page behind the click-to-enter cover. */
  welcome?: boolean
  /** Leave out the hero (a theme that draws its own banner keeps only the notice bar). */
  hero?: boolean
  /** The hero repeats the site's name and description (off where the frame shows them). */
  heroBrand?: boolean
  /** Theme nodes after the widgets that show only when they do. */
  children?: ReactNode
}

/** The widgets' data when this page shows them, else null. */
export function useHomeWidgets({ home, pagination }: Pick<Props, 'home' | 'pagination'>) {
  const { home: settings } = useSharedThemeSettings()
  return settings.widgets && pagination.page === 1 && home ? home : null
}

export function HomeWidgets({ home, pagination, posts, classNames: c = {}, welcome = false, hero = true, heroBrand = true, children }: Props) {
  const shown = useHomeWidgets({ home, pagination })
  const firstPage = pagination.page === 1
  return (
    <>
      {welcome && firstPage && <LazyLoadingCover />}
      {shown && (
        <div data-section="home-widgets" className={part('flex flex-col', 'mb-10 gap-6', c.root)}>
          <NoticeBar links={shown.noticeLinks} quote={shown.quote} classNames={{ root: c.notice }} />
          {hero && <LazyHero home={shown} pool={posts} className={c.hero} brand={heroBrand} />}
          {children}
        </div>
      )}
    </>
  )
}
