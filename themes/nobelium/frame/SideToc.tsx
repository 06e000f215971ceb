// The article's contents on wide screens (the kit's SideToc): a light list in the right margin
// beside the column, a hairline on its left, following the reader down the page.
import { SideToc as KitSideToc } from '@/components/sections/SideToc'
import type { FramePage } from '@/themes/contract'
import { BAR_HEIGHT } from './look'

export function SideToc({ page }: { page: FramePage }) {
  return (
    <KitSideToc
      page={page}
      data-nobelium="side-toc"
      className="absolute top-0 left-full hidden h-full w-64 pl-10 xl:block 2xl:w-72 2xl:pl-14"
      headerOffset={BAR_HEIGHT + 16}
      card={{
        root: 'sticky top-24 max-h-[calc(100vh-8rem)] overflow-y-auto border-l border-neutral-200 pl-4 text-sm dark:border-neutral-800',
        item: 'text-neutral-600 hover:text-black dark:text-neutral-400 dark:hover:text-white',
        active: 'font-semibold text-black underline underline-offset-4 dark:text-white',
      }}
    />
  )
}
