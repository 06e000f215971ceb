// The right panel of wide screens: tabs (contents on articles, about), the announcement, the
// most read posts (Folio's counter on) and the sidebar ad slot (nothing unless configured),
// sticky beside the reading column.
import { AdPlacement } from '@/components/widgets/AdPlacement'
import { Announcement } from '@/components/widgets/Announcement'
import { PopularPosts } from '@/components/widgets/PopularPosts'
import type { FramePage } from '@/themes/contract'
import { useMediumConfig } from '../useMediumConfig'
import { PanelTabs } from './PanelTabs'

export function RightPanel({ page }: { page: FramePage }) {
  const { MEDIUM_RIGHT_PANEL_DARK } = useMediumConfig()
  return (
    <aside
      data-testid="medium-right-panel"
      className={[
        // The `dark` class switches every dark: style inside the panel on, whatever the page's mode.
        MEDIUM_RIGHT_PANEL_DARK ? 'dark' : '',
        'hidden w-80 shrink-0 border-l border-neutral-200 bg-white text-neutral-700 xl:block 2xl:w-96 dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-300',
      ].join(' ')}
    >
      <div className="sticky top-0 flex max-h-screen flex-col gap-10 overflow-y-auto px-6 py-8">
        <PanelTabs page={page} />
        <Announcement
          classNames={{
            root: 'border-t border-neutral-100 pt-8 text-sm dark:border-neutral-800',
            title:
              'mb-3 flex items-center justify-center gap-2 font-semibold text-neutral-900 dark:text-neutral-100',
          }}
        />
        <PopularPosts
          classNames={{
            root: 'border-t border-neutral-100 pt-8 text-sm dark:border-neutral-800',
            heading: 'mb-3 text-xs font-semibold tracking-wider text-neutral-500 uppercase dark:text-neutral-400',
            list: 'space-y-3',
            title: 'line-clamp-2 text-neutral-700 hover:text-neutral-950 dark:text-neutral-300 dark:hover:text-white',
            views: 'text-xs text-neutral-500 dark:text-neutral-400',
          }}
        />
        <AdPlacement kind="sidebar" />
      </div>
    </aside>
  )
}
