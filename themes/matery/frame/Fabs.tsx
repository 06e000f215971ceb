// Material's floating action buttons, stacked at the bottom right: to the top (MATERY_WIDGET_TO_TOP,
// once scrolled), to the comments (articles whose comments show), the contents drawer (articles
// with headings; on wide screens only where the side card is absent) and dark mode. The stack
// rises above the bar while its contents drawer is open (the drawer lives inside the stack).
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { ListTree } from '@/components/icons'
import { cx } from '@/components/kit/class-names'
import { ToCommentsButton } from '@/components/sections/floating/ToCommentsButton'
import { mobileTocOf } from '@/components/sections/frame-rules'
import { sideTocOf } from '@/components/sections/TocCard'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { FramePage } from '@/themes/contract'
import { BAR_HEIGHT, FAB } from './look'

export function Fabs({ page }: { page: FramePage }) {
  const besideCard = sideTocOf(page) !== null
  return (
    <div data-matery-fabs="" className="fixed right-4 bottom-6 z-30 flex flex-col-reverse items-center gap-3 sm:right-6 has-[[data-drawer-overlay]]:z-50">
      <DarkModeToggle classNames={{ root: FAB, icon: 'h-5 w-5' }} />
      <FloatingToc
        toc={mobileTocOf(page)}
        tocProps={{ headerOffset: BAR_HEIGHT + 16 }}
        classNames={{ panel: 'bg-white px-5 py-4 text-neutral-700 dark:bg-neutral-900 dark:text-neutral-200' }}
        tocClassNames={{
          title: 'mb-3 border-b border-neutral-200 pb-2 text-base font-medium dark:border-neutral-700',
          item: 'text-neutral-600 hover:text-(--folio-accent) dark:text-neutral-300',
          active: 'font-medium text-(--folio-accent)',
        }}
        trigger={(props) => (
          <button {...props} data-matery-toc-button="" className={cx(FAB, besideCard && 'xl:hidden')}>
            <ListTree className="h-5 w-5" />
          </button>
        )}
      />
      <ToCommentsButton post={page.article?.post ?? null} className={FAB} />
      <ToTopButton showAfter={400} className={FAB} />
    </div>
  )
}
