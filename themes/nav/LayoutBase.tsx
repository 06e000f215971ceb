// The nav frame: a fixed left column (logo, menu tree, credits) on wide screens, a drawer on
// phones; over the light grey content a bar with the pill search and the moon. Lists and the
// home directory lay out their own cards; every other page sits on one white sheet, an article
// with its contents card on the right on wide screens.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { useLite } from '@/components/frame/useLite'
import { ListTree } from '@/components/icons'
import { FooterCredits } from '@/components/sections/FooterCredits'
import { isHome, mobileTocOf } from '@/components/sections/frame-rules'
import { sideTocOf, TocCard } from '@/components/sections/TocCard'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { FramePage, LayoutBaseProps, LayoutName } from '@/themes/contract'
import { DirectoryFilterProvider } from './frame/directory-filter'
import { BESIDE_SIDEBAR, PANEL } from './frame/look'
import { Sidebar } from './frame/Sidebar'
import { TopBar } from './frame/TopBar'

/** Layouts that draw their own cards instead of sitting on the white sheet. */
const OWN_CARDS: ReadonlySet<LayoutName> = new Set(['LayoutIndex', 'LayoutPostList'])

/** The home page filters its cards; the search page has its own box; elsewhere the pill searches. */
function topBarBox(page: FramePage) {
  if (isHome(page)) return 'filter'
  return page.layout === 'LayoutSearch' ? null : 'search'
}

const CREDITS_IN_SIDEBAR =
  'lg:fixed lg:bottom-0 lg:left-0 lg:z-30 lg:w-60 lg:bg-[#f7f8fa] lg:pt-3 lg:dark:bg-[#15171b]'

const ROOT_LOOK =
  'min-h-screen bg-[#f7f8fa] text-neutral-800 [--folio-accent:#2f6fec] dark:bg-[#15171b] dark:text-neutral-200 dark:[--folio-accent:#6ea1ff]'

const ROUND_BUTTON =
  'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-neutral-700 shadow-md hover:text-[var(--folio-accent)] dark:bg-[#1b1d22] dark:text-neutral-200'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const sideToc = sideTocOf(page) !== null
  const lite = useLite()
  return (
    <DirectoryFilterProvider>
      <FrameRoot theme="nav" page={page} className={ROOT_LOOK}>
        <FrameChrome>
          <Sidebar />
        </FrameChrome>
        <div className={`flex min-h-screen flex-col ${lite ? '' : BESIDE_SIDEBAR}`}>
          <FrameChrome>
            <TopBar box={topBarBox(page)} />
          </FrameChrome>
          <div className="flex w-full flex-1 gap-6 px-3 pt-2 pb-10 sm:px-6">
            <main id="main" className="min-w-0 flex-1">
              {OWN_CARDS.has(page.layout) ? (
                children
              ) : (
                <div className={`${PANEL} mx-auto max-w-5xl px-5 py-8 sm:px-10 sm:py-10`}>
                  {children}
                </div>
              )}
            </main>
            <FrameChrome>
              {sideToc && (
                <aside className="hidden w-60 shrink-0 xl:block">
                  <TocCard
                    page={page}
                    headerOffset={72}
                    classNames={{
                      root: `${PANEL} sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto p-4 text-sm`,
                    }}
                  />
                </aside>
              )}
            </FrameChrome>
          </div>
          <FrameChrome>
            {/* Under the content on phones; pinned to the foot of the left column on wide screens. */}
            <footer
              className={`px-4 pb-6 text-center text-xs text-[#6b6b6b] dark:text-neutral-400 [&_a]:underline ${CREDITS_IN_SIDEBAR}`}
            >
              <FooterCredits />
            </footer>
          </FrameChrome>
        </div>
        <FrameChrome>
          <div className="fixed right-4 bottom-6 z-30 flex flex-col gap-2">
            <FloatingToc
              toc={mobileTocOf(page)}
              tocProps={{ headerOffset: 72 }}
              trigger={(props) => (
                <button {...props} className={`${ROUND_BUTTON} ${sideToc ? 'xl:hidden' : ''}`}>
                  <ListTree className="h-5 w-5" />
                </button>
              )}
            />
            <ToTopButton showAfter={400} className={ROUND_BUTTON} />
          </div>
        </FrameChrome>
      </FrameRoot>
    </DirectoryFilterProvider>
  )
}
