// The home page's widgets, placed by a theme above (or beside) its list: the notice bar and the
// hero (random post, category shortcuts, technology strip, recommended posts, today card).
// Only on the first home page, only when the route sent them, and only while the theme's
// <THEME>_HOME_WIDGETS setting is on. `welcome` adds the click-to-enter cover.
import type { ReactNode } from 'react'
import { Hero } from '@/components/home/Hero'
import { LoadingCover } from '@/components/home/LoadingCover'
import { NoticeBar } from '@/components/home/NoticeBar'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import type { LayoutDataMap } from '@/lib/routes/types'

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
      {welcome && firstPage && <LoadingCover />}
      {shown && (
        <div data-section="home-widgets" className={part('flex flex-col', 'mb-10 gap-6', c.root)}>
          <NoticeBar links={shown.noticeLinks} quote={shown.quote} classNames={{ root: c.notice }} />
          {hero && <Hero home={shown} pool={posts} className={c.hero} brand={heroBrand} />}
          {children}
        </div>
      )}
    </>
  )
}
