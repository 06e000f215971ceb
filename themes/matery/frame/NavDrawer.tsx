// The phones' menu (the kit's PhoneMenu): a drawer from the left whose top is the indigo-violet band with the
// owner's avatar, name and bio, then the menu one entry a line.
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { AuthorCard } from '@/components/sections/sidebar/AuthorCard'
import { GRADIENT } from './look'

const MENU = {
  root: 'gap-0 p-3',
  item: 'block rounded-md px-4 py-2.5 transition-colors hover:bg-indigo-50 hover:text-(--folio-accent) dark:hover:bg-neutral-800',
  active: 'bg-indigo-50 text-(--folio-accent) dark:bg-neutral-800',
  subMenu: 'ml-4 border-l-2 border-indigo-100 pl-2 dark:border-neutral-700',
}

export function NavDrawer({ className }: { className: string }) {
  return (
    <PhoneMenu
      classNames={{ button: className, icon: 'h-6 w-6' }}
      drawer={{
        root: 'bg-white p-0 text-neutral-700 shadow-2xl dark:bg-neutral-900 dark:text-neutral-200 [&>button]:absolute [&>button]:top-2 [&>button]:right-2 [&>button]:z-10 [&>button]:text-white',
      }}
      menu={MENU}
    >
      {(menu) => (
        <>
          <div className={`${GRADIENT} px-5 pt-10 pb-5 text-white`}>
            <AuthorCard
              counts={false}
              classNames={{
                root: 'gap-2',
                avatar: 'h-20 w-20 rounded-full ring-4 ring-white/30',
                name: 'text-lg font-medium',
                bio: 'text-sm text-white/80',
                socials: 'flex flex-wrap justify-center gap-3 text-white/90',
              }}
            />
          </div>
          {menu}
        </>
      )}
    </PhoneMenu>
  )
}
