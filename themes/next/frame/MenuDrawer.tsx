// The phone menu (the kit's; also of full-width articles): the menu with the search box, then
// the owner's profile.
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { Profile } from '../sidebar/Profile'
import { MenuCard } from './MenuCard'

export function MenuDrawer({ className }: { className: string }) {
  return (
    <PhoneMenu classNames={{ button: className }} drawer={{ root: 'gap-6 bg-white p-3 text-[#555] shadow-xl dark:bg-[#232323] dark:text-neutral-300' }}>
      {() => (
        <>
          <MenuCard className="p-0" />
          <div className="border-t border-dashed border-neutral-200 pt-6 dark:border-neutral-700">
            <Profile />
          </div>
        </>
      )}
    </PhoneMenu>
  )
}
