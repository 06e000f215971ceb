// The dark footer: the brand and the site's description, the menu, then the credits (©, RSS,
// counters) on a ruled line below.
import { FooterCredits } from '@/components/sections/FooterCredits'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'
import { CONTAINER } from '../look'

export function Footer() {
  const { t } = useT()
  return (
    <footer className="mt-auto bg-[#090e34] text-neutral-400">
      <div className={`${CONTAINER} grid gap-10 py-16 md:grid-cols-[2fr_3fr]`}>
        <SiteBrand description classNames={{ root: 'max-w-sm flex-col items-start gap-3', title: 'text-2xl font-bold text-white', description: 'text-sm leading-relaxed text-neutral-400' }} />
        <nav aria-label={t.common.menu} className="md:justify-self-end">
          <SiteMenu
            orientation="vertical"
            classNames={{
              root: 'grid grid-cols-2 gap-x-12 gap-y-3 text-base sm:grid-cols-3',
              item: 'text-neutral-400 transition hover:text-white',
              active: 'text-white',
              subMenu: 'mt-2 gap-2 pl-0 text-sm',
            }}
          />
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className={`${CONTAINER} py-6`}>
          <FooterCredits classNames={{ root: 'gap-2 text-sm text-neutral-400', control: 'rounded-md p-2 text-neutral-300 hover:bg-white/10 hover:text-white', link: 'hover:text-white hover:underline' }} />
        </div>
      </div>
    </footer>
  )
}
