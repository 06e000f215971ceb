// The drawer of phones (and of full-width articles): the menu with the search box, then the
// owner's profile.
import { Drawer } from '@/components/layout/Drawer'
import { Profile } from '../sidebar/Profile'
import { MenuCard } from './MenuCard'

interface Props {
  open: boolean
  onClose: () => void
}

export function MenuDrawer({ open, onClose }: Props) {
  return (
    <Drawer open={open} onClose={onClose} classNames={{ root: 'gap-6 bg-white p-3 text-[#555] shadow-xl dark:bg-[#232323] dark:text-neutral-300' }}>
      <MenuCard className="p-0" />
      <div className="border-t border-dashed border-neutral-200 pt-6 dark:border-neutral-700">
        <Profile />
      </div>
    </Drawer>
  )
}
