// The fixed left column on wide screens: the logo and the menu tree on a white panel, clear of
// the credits pinned to its foot (the frame's footer). Phones get the menu in a drawer.
import { SiteBrand } from '@/components/sections/SiteBrand'
import { PANEL, SIDEBAR_WIDTH } from './look'
import { MenuTree } from './MenuTree'

export const BRAND_LOOK = { root: 'gap-2 text-base font-bold text-neutral-900 dark:text-neutral-100', icon: 'h-9 w-9 rounded-lg text-3xl' }

export function Sidebar() {
  return (
    <aside className={`fixed inset-y-0 left-0 z-20 hidden flex-col gap-5 overflow-y-auto px-4 pt-4 pb-44 lg:flex ${SIDEBAR_WIDTH}`}>
      <div className="flex justify-center px-2 py-1">
        <SiteBrand classNames={BRAND_LOOK} />
      </div>
      <div className={`${PANEL} px-2 py-4`}>
        <MenuTree />
      </div>
    </aside>
  )
}
