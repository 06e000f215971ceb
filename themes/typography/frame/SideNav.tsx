// The menu as a stack of underlined bold links low in the right-hand column; on phones one
// centred, wrapping row under the site's name. Submenus open upwards from the column, where
// the menu sits near the foot of the screen.
import { cx } from '@/components/kit/class-names'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'
import { INK, UNDERLINED } from './look'

interface Props {
  /** Stacked in the side column (wide screens beside a normal page). */
  stacked: boolean
  className?: string
}

export function SideNav({ stacked, className }: Props) {
  const { t } = useT()
  return (
    <nav aria-label={t.common.menu} className={cx('pb-2', stacked && 'lg:pb-0', className)}>
      <SiteMenu
        classNames={{
          root: cx('flex-wrap justify-center gap-x-3 gap-y-2 text-[13px] font-semibold tracking-[0.05em] sm:gap-x-5 sm:text-sm sm:tracking-[0.12em]', stacked && 'lg:flex-col lg:items-start lg:gap-y-2.5'),
          item: cx(INK, UNDERLINED),
          active: 'decoration-2 text-(--folio-accent)',
          subMenu: cx(
            'rounded-none border border-current/20 bg-[#fbfbf9] py-1 font-normal tracking-normal shadow-sm dark:bg-[#1f1f22] [&_a]:block [&_a]:px-3 [&_a]:py-1.5 [&_a]:whitespace-nowrap',
            stacked && 'lg:top-auto lg:bottom-full',
          ),
        }}
      />
    </nav>
  )
}
