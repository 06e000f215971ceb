// The sign-in and sign-up screens in the starter's look: a white card on the light blue-grey,
// with a blue panel holding the site's name and description beside the shared screen's form
// (Clerk's widget, placed by IdentityWidget).
import { IdentityWidget } from '@/components/auth/IdentitySlot'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { CARD, CONTAINER, TINTED } from '../look'

export function IdentityScreen() {
  return (
    <div className={`${TINTED} py-14 sm:py-20`}>
      <section id="identity" data-starter-identity="" className={`${CONTAINER} max-w-4xl`}>
        <div className={`grid overflow-hidden md:grid-cols-[2fr_3fr] ${CARD}`}>
          <div className="relative flex flex-col justify-end bg-[#3758f9] p-8 text-white sm:p-10 dark:bg-[#1c2a6e]">
            <SiteBrand description classNames={{ root: 'flex-col items-start gap-3 text-white', title: 'whitespace-normal text-3xl font-bold text-white', description: 'text-white/80' }} />
          </div>
          <IdentityWidget className="flex w-full justify-center p-6 sm:p-10" />
        </div>
      </section>
    </div>
  )
}
