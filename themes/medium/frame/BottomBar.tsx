// Phones: a fixed bar with search, back to top (MEDIUM_WIDGET_TO_TOP), and the TOC toggle (or
// home when the page has no contents: the frame passes mobileTocOf(page)). The TOC button opens the shared contents drawer.
import { Home, ListTree, Search } from '@/components/icons'
import { SiteLink } from '@/components/navigation/SiteLink'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import { useT } from '@/lib/i18n/react'
import type { TocEntry } from '@/themes/contract'
import { tocClassNames, TOC_HEADER_OFFSET } from '../panel/toc-style'
import { drawerPanelClass } from './drawer-style'

// ../medium.css
const button = 'medium-bar-button'

export function BottomBar({ toc }: { toc: TocEntry[] }) {
  const { t } = useT()
  return (
    <nav
      aria-label={t.common.menu}
      data-testid="medium-bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex h-12 border-t border-neutral-200 bg-white/95 backdrop-blur md:hidden dark:border-neutral-800 dark:bg-neutral-950/95"
    >
      <SiteLink href="/search" className={button} aria-label={t.search.title}>
        <Search className="h-5 w-5" />
      </SiteLink>
      <ToTopButton className={button} />
      {toc.length > 0 ? (
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
