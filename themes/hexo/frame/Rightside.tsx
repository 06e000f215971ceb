// The floating buttons at the bottom right (the kit's FloatingActions): dark mode, the contents
// (phones and tablets, or wherever the side card is absent), to the comments, back to the top.
import { FloatingActions } from '@/components/sections/floating/FloatingActions'
import type { FramePage } from '@/themes/contract'
import { BAR_HEIGHT, SIDE_BUTTON } from './look'

export function Rightside({ page }: { page: FramePage }) {
  return (
    <FloatingActions page={page} data-hexo-rightside=""
      classNames={{ root: 'fixed right-3 bottom-10 z-30 flex flex-col gap-1.5', button: SIDE_BUTTON, icon: 'h-5 w-5', panel: 'bg-white p-5 text-neutral-700 dark:bg-[#1e1e1e] dark:text-neutral-200' }}
      toc={{ item: 'text-neutral-600 hover:text-(--folio-accent) dark:text-neutral-300' }}
      headerOffset={BAR_HEIGHT + 20} sideCardFrom="lg" toTopAfter={300}
    />
  )
}
