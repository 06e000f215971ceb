// Phones: a fixed bar with search, back to top, and the TOC toggle (or home when the
// article has no contents). The TOC button opens the shared contents drawer.
import { Home, ListTree, Search } from '@/components/icons'
import { BackToTop } from '@/components/layout/BackToTop'
import { SiteLink } from '@/components/navigation/SiteLink'
import { FloatingToc } from '@/components/toc/FloatingToc'
import { useT } from '@/lib/i18n/react'
import type { TocEntry } from '@/lib/site/types'
import { tocClassNames, TOC_HEADER_OFFSET } from '../panel/toc-style'
import { hasMobileToc } from '../rules'
import { useMediumConfig } from '../useMediumConfig'
import { drawerPanelClass } from './drawer-style'

const button =
  'flex h-full flex-1 items-center justify-center text-neutral-600 hover:text-neutral-950 dark:text-neutral-300 dark:hover:text-white'

export function BottomBar({ toc }: { toc: TocEntry[] }) {
  const { t } = useT()
  const { MEDIUM_WIDGET_TO_TOP } = useMediumConfig()
  return (
    <nav
      aria-label={t.common.menu}
      data-testid="medium-bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex h-12 border-t border-neutral-200 bg-white/95 backdrop-blur md:hidden dark:border-neutral-800 dark:bg-neutral-950/95"
    >
      <SiteLink href="/search" className={button} aria-label={t.search.title}>
        <Search className="h-5 w-5" />
      </SiteLink>
      {MEDIUM_WIDGET_TO_TOP && <BackToTop className={button} />}
      {hasMobileToc(toc) ? (
        <FloatingToc
          toc={toc}
          classNames={{ panel: drawerPanelClass }}
          tocClassNames={{ ...tocClassNames, title: 'mb-3 font-semibold text-neutral-900 dark:text-neutral-100' }}
          tocProps={{ headerOffset: TOC_HEADER_OFFSET }}
          trigger={(props) => (
            <button {...props} className={button}>
              <ListTree className="h-5 w-5" />
            </button>
          )}
        />
      ) : (
        <SiteLink href="/" className={button} aria-label={t.nav.home}>
          <Home className="h-5 w-5" />
        </SiteLink>
      )}
    </nav>
  )
}
