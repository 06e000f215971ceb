// The wide screens' sidebar: fixed on the left at the window's height, scrolling on its own,
// sliding out of sight while folded. Beside an article it carries the article's contents; the
// dark-mode button closes it.
import { cx } from '@/components/kit/class-names'
import { TocCard } from '@/components/sections/TocCard'
import type { FramePage } from '@/themes/contract'
import { SIDE_HEADING, SIDEBAR_WIDTH } from './look'
import { SidebarBlocks } from './SidebarBlocks'
import { Controls } from './Controls'

export const SIDEBAR_ID = 'fukasawa-sidebar'

export function Sidebar({ page, folded }: { page: FramePage; folded: boolean }) {
  return (
    <aside
      id={SIDEBAR_ID}
      data-fukasawa-sidebar={folded ? 'folded' : 'open'}
      inert={folded}
      className={cx(
        'fixed inset-y-0 left-0 z-30 hidden overflow-y-auto overscroll-contain bg-white px-8 py-8 transition-transform duration-300 lg:block dark:bg-[#181818]',
        SIDEBAR_WIDTH,
        folded ? '-translate-x-full' : 'translate-x-0 shadow-[1px_0_0_rgba(0,0,0,0.06)] dark:shadow-[1px_0_0_rgba(255,255,255,0.06)]',
      )}
    >
      <SidebarBlocks
        toc={
          <TocCard
            page={page}
            headerOffset={24}
            classNames={{
              root: '-mx-1 border-l border-neutral-200 pl-1 dark:border-neutral-700',
              title: `${SIDE_HEADING} pl-3`,
              item: 'px-3 text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
              active: '-ml-px border-l-2 border-(--folio-accent) px-3 font-semibold text-neutral-900 dark:text-white',
            }}
          />
        }
      />
      <Controls className="mt-8 -ml-2" />
    </aside>
  )
}
