// The fixed bar at the bottom that replaces a header: logo and name (with the description on
// wide screens) left; the menu, the contents of an article, dark mode and the info button right.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { ListTree } from '@/components/icons'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { FloatingToc } from '@/components/toc/FloatingToc'
import { mobileTocOf } from '@/components/sections/frame-rules'
import type { FramePage } from '@/themes/contract'
import { usePlogConfig } from '../usePlogConfig'
import { BAR_BUTTON, BarButton } from './BarButton'
import { InfoButton } from './InfoButton'
import { MobileMenu } from './MobileMenu'

export function BottomBar({ page }: { page: FramePage }) {
  const { PLOG_INFO_BUTTON } = usePlogConfig()
  return (
    <nav className="fixed inset-x-0 bottom-0 z-40 flex h-14 items-center justify-between gap-3 bg-white/80 px-3 shadow-[0_-1px_0_rgb(0_0_0/0.06)] backdrop-blur-md sm:px-5 dark:bg-neutral-950/80 dark:shadow-[0_-1px_0_rgb(255_255_255/0.08)]">
      <SiteBrand
        description
        classNames={{
          root: 'gap-2 text-base text-neutral-900 dark:text-neutral-100',
          icon: 'h-7 w-7 rounded-full',
          description: 'hidden truncate text-xs text-neutral-500 md:block dark:text-neutral-400',
        }}
      />
      <div className="flex shrink-0 items-center gap-1 sm:gap-2">
        <SiteMenu
          icons
          classNames={{
            root: 'hidden gap-x-5 text-sm lg:flex',
            item: 'inline-flex items-center gap-1.5 text-neutral-700 hover:text-black dark:text-neutral-300 dark:hover:text-white',
            subMenu: 'top-auto! bottom-full mb-2 min-w-40 rounded-lg bg-white py-1 shadow-lg ring-1 ring-black/5 dark:bg-neutral-900 dark:ring-white/10 [&_a]:block [&_a]:px-3 [&_a]:py-1.5',
          }}
        />
        {page.article && (
          <FloatingToc
            toc={mobileTocOf(page)}
            trigger={(props) => (
              <BarButton {...props}>
                <ListTree className="h-5 w-5" />
              </BarButton>
            )}
          />
        )}
        <DarkModeToggle classNames={{ root: BAR_BUTTON }} />
        {PLOG_INFO_BUTTON && <InfoButton />}
        <MobileMenu />
      </div>
    </nav>
  )
}
