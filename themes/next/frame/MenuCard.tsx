// Under the brand block: the site menu, one entry a line, and the search box.
import { cx } from '@/components/kit/class-names'
import { SearchBox } from '@/components/search/SearchBox'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'

const ITEM = 'flex items-center gap-3 rounded-sm [&_svg]:h-4 [&_svg]:w-4 [&_svg]:opacity-70 px-4 py-2 text-[15px] text-[#555] transition-colors hover:bg-[#f5f5f5] dark:text-neutral-300 dark:hover:bg-white/5'

export function MenuCard({ className }: { className?: string }) {
  const { t } = useT()
  return (
    <nav aria-label={t.common.menu} data-next-menu="" className={cx('flex flex-col gap-2 p-2', className)}>
      <SiteMenu
        orientation="vertical"
        icons
        classNames={{
          root: 'gap-0.5',
          item: ITEM,
          active: 'bg-[#f5f5f5] text-[#222]! dark:bg-white/10 dark:text-white!',
          subMenu: 'mt-0.5 gap-0.5 pl-4',
        }}
      />
      <SearchBox
        classNames={{
          root: 'mt-1 gap-2 rounded-sm bg-[#f5f5f5] px-3 py-2 text-[#555] dark:bg-white/5 dark:text-neutral-300',
          input: 'bg-transparent text-sm outline-none placeholder:text-neutral-400',
        }}
      />
    </nav>
  )
}
