// The black footer: the brand with the site's description, the menu, then the credits.
import { FooterCredits } from '@/components/sections/FooterCredits'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'

export function Footer() {
  return (
    <footer className="mt-auto border-t border-white/10 bg-black text-neutral-400">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-14 sm:px-6 md:flex-row md:items-start md:justify-between">
        <SiteBrand description classNames={{ root: 'max-w-sm flex-col items-start gap-2', title: 'text-2xl font-bold text-white', description: 'text-sm text-neutral-400' }} />
        <SiteMenu orientation="vertical" classNames={{ root: 'gap-2 text-sm', item: 'text-neutral-300 hover:text-white', active: 'text-white', subMenu: 'mt-2 gap-2 pl-3' }} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
          <FooterCredits classNames={{ root: 'gap-2 text-xs', control: 'rounded-full p-2 text-neutral-300 hover:bg-white/10 hover:text-white', link: 'hover:text-white hover:underline' }} />
        </div>
      </div>
    </footer>
  )
}
