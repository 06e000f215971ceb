// Phones: a bottom tab bar. "Posts" opens a drawer with the search, the menu and the tree;
// "Contents" opens the article's table of contents (only when it has one).
import { useId, useState } from 'react'
import { ListTree, Menu } from '@/components/icons'
import { Drawer } from '@/components/layout/Drawer'
import { SearchBox } from '@/components/search/SearchBox'
import { mobileTocOf } from '@/components/sections/frame-rules'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { FloatingToc } from '@/components/toc/FloatingToc'
import { useT } from '@/lib/i18n/react'
import type { FramePage } from '@/themes/contract'
import { SiteTree } from './SiteTree'

const TAB =
  'flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-xs text-neutral-600 hover:text-[var(--folio-accent)] dark:text-neutral-300'

export function MobileTabBar({
  page,
  currentHref,
}: {
  page: FramePage
  currentHref: string | null
}) {
  const { t } = useT()
  const [treeOpen, setTreeOpen] = useState(false)
  // The drawer's tree and search mount on first opening: a phone page does not render the tree twice.
  const [opened, setOpened] = useState(false)
  const close = () => setTreeOpen(false)
  const drawerId = useId()
  return (
    <>
      <nav
        aria-label={t.common.menu}
        className="fixed inset-x-0 bottom-0 z-40 flex divide-x divide-neutral-200 border-t border-neutral-200 bg-white lg:hidden dark:divide-neutral-800 dark:border-neutral-800 dark:bg-neutral-900"
      >
        <button
          type="button"
          aria-expanded={treeOpen}
          aria-controls={drawerId}
          onClick={() => {
            setOpened(true)
            setTreeOpen(true)
          }}
          className={TAB}
        >
          <Menu className="h-5 w-5" />
          {t.docs.postList}
        </button>
        <FloatingToc
          toc={mobileTocOf(page)}
          tocClassNames={{ active: 'text-[var(--folio-accent)] font-medium' }}
          trigger={(props) => (
            <button {...props} className={TAB}>
              <ListTree className="h-5 w-5" />
              {t.docs.contents}
            </button>
          )}
        />
      </nav>
      <Drawer
        id={drawerId}
        open={treeOpen}
        onClose={close}
        label={t.docs.navigation}
        classNames={{ root: 'gap-4 bg-white p-4 dark:bg-neutral-900' }}
      >
        {opened && (
          <>
            <SearchBox
              classNames={{
                root: 'rounded-lg bg-neutral-100 px-3 py-2 dark:bg-neutral-800',
                input: 'bg-transparent text-sm outline-none',
              }}
            />
            <SiteMenu
              orientation="vertical"
              classNames={{
                root: 'gap-1 border-b border-neutral-200 pb-3 text-sm font-semibold dark:border-neutral-800',
                active: 'text-[var(--folio-accent)]',
              }}
            />
            <SiteTree currentHref={currentHref} onNavigate={close} />
          </>
        )}
      </Drawer>
    </>
  )
}
