// Material's floating action buttons (the kit's FloatingActions), stacked upwards at the bottom
// right: dark mode, the contents drawer (articles with headings; on wide screens only where the
// side card is absent), to the comments, and to the top (MATERY_WIDGET_TO_TOP, once scrolled).
import { FloatingActions } from '@/components/sections/floating/FloatingActions'
import type { FramePage } from '@/themes/contract'
import { BAR_HEIGHT, FAB } from './look'

export function Fabs({ page }: { page: FramePage }) {
  return (
    <FloatingActions
      page={page}
      data-matery-fabs=""
      classNames={{ root: 'fixed right-4 bottom-6 z-30 flex flex-col-reverse items-center gap-3 sm:right-6', button: FAB, icon: 'h-5 w-5', panel: 'bg-white px-5 py-4 text-neutral-700 dark:bg-neutral-900 dark:text-neutral-200' }}
      toc={{
        title: 'mb-3 border-b border-neutral-200 pb-2 text-base font-medium dark:border-neutral-700',
        item: 'text-neutral-600 hover:text-(--folio-accent) dark:text-neutral-300',
        active: 'font-medium text-(--folio-accent)',
      }}
      headerOffset={BAR_HEIGHT + 16}
      sideCardFrom="xl"
      toTopAfter={400}
    />
  )
}
