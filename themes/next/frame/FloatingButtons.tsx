// The dark square buttons at the bottom right (the kit's FloatingActions): dark mode, the theme
// switcher (THEME_SWITCH), the contents (wherever the left column's contents tab is absent), to
// the comments, back to the top (NEXT_WIDGET_TO_TOP) and down to the bottom (NEXT_WIDGET_TO_BOTTOM).
import { FloatingActions } from '@/components/sections/floating/FloatingActions'
import { ToBottomButton } from '@/components/sections/floating/ToBottomButton'
import { useSite } from '@/components/site/SiteContext'
import { ThemeSwitcher } from '@/components/theme/ThemeSwitcher'
import type { FramePage } from '@/themes/contract'
import { useNextConfig } from '../useNextConfig'
import { BAR_HEIGHT, FLOATING_BUTTON } from './look'

export function FloatingButtons({ page }: { page: FramePage }) {
  const { themeSwitch } = useSite()
  const { NEXT_WIDGET_TO_BOTTOM } = useNextConfig()
  return (
    <FloatingActions
      page={page}
      data-next-floating=""
      classNames={{ root: 'fixed right-3 bottom-6 z-30 flex flex-col gap-1', button: FLOATING_BUTTON, icon: 'h-4 w-4', panel: 'bg-white p-5 text-[#555] dark:bg-[#232323] dark:text-neutral-300' }}
      toc={{ item: 'text-[#555] hover:text-(--folio-accent) dark:text-neutral-300' }}
      headerOffset={BAR_HEIGHT + 16}
      sideCardFrom="lg"
      toTopAfter={300}
      afterDarkMode={themeSwitch && <ThemeSwitcher classNames={{ root: FLOATING_BUTTON, icon: 'h-4 w-4' }} />}
      last={NEXT_WIDGET_TO_BOTTOM && <ToBottomButton className={FLOATING_BUTTON} />}
    />
  )
}
