// The phone menu (the kit's): the owner's card with the site's counts, then the menu, one entry a line.
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { AuthorCard } from '@/components/sections/sidebar/AuthorCard'
import { ACCENT_TEXT } from './look'

export function MobileMenu({ className }: { className: string }) {
  return (
    <PhoneMenu
      side="right"
      classNames={{ button: className }}
      drawer={{ root: 'bg-white p-5 text-neutral-700 shadow-xl dark:bg-[#1e1e1e] dark:text-neutral-200' }}
      menu={{
        item: 'block rounded-md px-3 py-2 transition-colors hover:bg-(--folio-accent) hover:text-white',
        active: ACCENT_TEXT,
        subMenu: 'mt-1 gap-1 border-l border-neutral-200 pl-3 dark:border-neutral-700',
      }}
    >
      {(menu) => (
        <>
          <AuthorCard
            classNames={{
              root: 'mb-4 gap-2 border-b border-dashed border-neutral-200 pb-5 dark:border-neutral-700',
              avatar: 'h-20 w-20 rounded-full',
              name: 'text-lg font-semibold',
              bio: 'text-sm text-neutral-500 dark:text-neutral-400',
            }}
          />
          {menu}
        </>
      )}
    </PhoneMenu>
  )
}
