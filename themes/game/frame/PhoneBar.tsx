// Phones: the brand card across the top with the phone menu (the kit's), which slides the side
// card's entries in from the left.
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { BrandCard } from './BrandCard'
import { CARD } from './look'
import { NavLinks } from './NavLinks'

export function PhoneBar() {
  return (
    <div className="flex items-stretch gap-2 lg:hidden">
      <BrandCard className="flex-1" />
      <PhoneMenu
        classNames={{
          button: `${CARD} flex w-14 shrink-0 items-center justify-center text-neutral-700 dark:text-neutral-200`,
        }}
        drawer={{
          root: 'bg-white pt-10 text-neutral-800 dark:bg-neutral-900 dark:text-neutral-200',
        }}
      >
        {() => <NavLinks />}
      </PhoneMenu>
    </div>
  )
}
