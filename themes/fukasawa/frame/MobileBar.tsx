// Phones and tablets: the logo box on a white band, the dark-mode button, and the phone menu
// (the kit's) with the sidebar's blocks in a drawer from the left.
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { Controls } from './Controls'
import { Logo } from './Logo'
import { SidebarBlocks } from './SidebarBlocks'

export function MobileBar() {
  return (
    <header className="flex items-center gap-2 bg-white px-4 py-4 lg:hidden dark:bg-[#181818]">
      <Logo />
      <Controls className="ml-auto" />
      <PhoneMenu
        classNames={{ button: '-mr-1 shrink-0 p-2 text-neutral-700 hover:text-(--folio-accent) dark:text-neutral-200', icon: 'h-6 w-6' }}
        drawer={{ root: 'bg-white px-6 pt-4 pb-8 text-neutral-800 shadow-xl dark:bg-[#181818] dark:text-neutral-200' }}
      >
        {() => <SidebarBlocks />}
      </PhoneMenu>
    </header>
  )
}
