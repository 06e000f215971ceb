// The simple footer: the brand and the site's description on one side, the menu on the other,
// the credits (©, beian, RSS, counters) on a thin rule below.
import { FooterCredits } from '@/components/sections/FooterCredits'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { WIDTH } from './look'

export function Footer() {
  return (
    <footer className="mt-auto border-t border-neutral-100 bg-white dark:border-neutral-800 dark:bg-neutral-950">
      <div className={`${WIDTH} flex flex-col gap-6 py-10 md:flex-row md:items-center md:justify-between`}>
        <SiteBrand
          description
          classNames={{
            root: 'max-w-md items-start gap-3 font-bold text-neutral-900 dark:text-white',
            icon: 'flex h-8 w-8 items-center justify-center rounded-full object-cover text-xl',
            description: 'mt-1 text-sm font-normal text-neutral-500 dark:text-neutral-400',
          }}
        />
        <SiteMenu classNames={{ root: 'flex-wrap gap-x-6 gap-y-2 text-sm', item: 'text-neutral-500 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white', active: 'text-neutral-900 dark:text-white' }} />
      </div>
      <div className={`${WIDTH} border-t border-neutral-100 py-6 dark:border-neutral-800`}>
        <FooterCredits
          classNames={{
            root: 'gap-2 text-xs text-neutral-500 dark:text-neutral-400',
            control: 'rounded-full p-2 hover:bg-neutral-100 dark:hover:bg-neutral-800',
            link: 'underline-offset-2 hover:text-neutral-900 hover:underline dark:hover:text-white',
          }}
        />
      </div>
    </footer>
  )
}
