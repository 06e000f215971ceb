// The floating buttons at the bottom right: dark mode, the contents (phones and tablets, or
// wherever the side card is absent), to the comments (articles whose comments show), back to
// the top (HEXO_WIDGET_TO_TOP).
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { ListTree } from '@/components/icons'
import { cx } from '@/components/kit/class-names'
import { ToCommentsButton } from '@/components/sections/floating/ToCommentsButton'
import { mobileTocOf } from '@/components/sections/frame-rules'
import { sideTocOf } from '@/components/sections/TocCard'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { FramePage } from '@/themes/contract'
import { BAR_HEIGHT, SIDE_BUTTON } from './look'

export function Rightside({ page }: { page: FramePage }) {
  const hasSideCard = sideTocOf(page) !== null
  return (
    <div data-hexo-rightside="" className="fixed right-3 bottom-10 z-30 flex flex-col gap-1.5 has-[[data-drawer-overlay]]:z-50">
      <DarkModeToggle classNames={{ root: SIDE_BUTTON, icon: 'h-5 w-5' }} />
      <FloatingToc
        toc={mobileTocOf(page)}
        tocProps={{ headerOffset: BAR_HEIGHT + 20 }}
        classNames={{ panel: 'bg-white p-5 text-neutral-700 dark:bg-[#1e1e1e] dark:text-neutral-200' }}
        tocClassNames={{ item: 'text-neutral-600 hover:text-(--folio-accent) dark:text-neutral-300' }}
        trigger={(props) => (
          <button {...props} className={cx(SIDE_BUTTON, hasSideCard && 'lg:hidden')}>
            <ListTree className="h-5 w-5" />
          </button>
        )}
      />
      <ToCommentsButton post={page.article?.post ?? null} className={SIDE_BUTTON} />
      <ToTopButton showAfter={300} className={SIDE_BUTTON} />
    </div>
  )
}
