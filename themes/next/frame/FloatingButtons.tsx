// The dark square buttons at the bottom right: dark mode, the theme switcher (THEME_SWITCH),
// the contents (wherever the left column's contents tab is absent), to the comments, back to
// the top (NEXT_WIDGET_TO_TOP) and down to the bottom (NEXT_WIDGET_TO_BOTTOM).
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { ListTree } from '@/components/icons'
import { cx } from '@/components/kit/class-names'
import { ToBottomButton } from '@/components/sections/floating/ToBottomButton'
import { ToCommentsButton } from '@/components/sections/floating/ToCommentsButton'
import { mobileTocOf } from '@/components/sections/frame-rules'
import { sideTocOf } from '@/components/sections/TocCard'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { useSite } from '@/components/site/SiteContext'
import { ThemeSwitcher } from '@/components/theme/ThemeSwitcher'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { FramePage } from '@/themes/contract'
import { useNextConfig } from '../useNextConfig'
import { BAR_HEIGHT, FLOATING_BUTTON } from './look'

export function FloatingButtons({ page }: { page: FramePage }) {
  const { themeSwitch } = useSite()
  const { NEXT_WIDGET_TO_BOTTOM } = useNextConfig()
  const hasSideToc = sideTocOf(page) !== null
  return (
    <div data-next-floating="" className="fixed right-3 bottom-6 z-30 flex flex-col gap-1 has-[[data-drawer-overlay]]:z-50">
      <DarkModeToggle classNames={{ root: FLOATING_BUTTON, icon: 'h-4 w-4' }} />
      {themeSwitch && <ThemeSwitcher classNames={{ root: FLOATING_BUTTON, icon: 'h-4 w-4' }} />}
      <FloatingToc
        toc={mobileTocOf(page)}
        tocProps={{ headerOffset: BAR_HEIGHT + 16 }}
        classNames={{ panel: 'bg-white p-5 text-[#555] dark:bg-[#232323] dark:text-neutral-300' }}
        tocClassNames={{ item: 'text-[#555] hover:text-(--folio-accent) dark:text-neutral-300' }}
        trigger={(props) => (
          <button {...props} className={cx(FLOATING_BUTTON, hasSideToc && 'lg:hidden')}>
            <ListTree className="h-4 w-4" />
          </button>
        )}
      />
      <ToCommentsButton post={page.article?.post ?? null} className={FLOATING_BUTTON} />
      <ToTopButton showAfter={300} className={FLOATING_BUTTON} />
      {NEXT_WIDGET_TO_BOTTOM && <ToBottomButton className={FLOATING_BUTTON} />}
    </div>
  )
}
