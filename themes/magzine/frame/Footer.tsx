// The black footer: the brand and description on the left, the menu beside it, the credits
// (©, beian, RSS, counters) on a ruled line below.
import { FooterCredits } from '@/components/sections/FooterCredits'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { Container } from './Container'

export function Footer() {
  return (
    <footer className="mt-auto bg-neutral-950 text-neutral-300">
      <Container className="flex flex-col gap-8 py-12 md:flex-row md:items-start md:justify-between">
        <SiteBrand description classNames={{ root: 'max-w-md flex-col items-start gap-2', title: 'text-xl font-extrabold text-white', description: 'text-sm text-neutral-400' }} />
        <SiteMenu classNames={{ root: 'flex-wrap gap-x-6 gap-y-2 text-sm', item: 'text-neutral-300 hover:text-white', active: 'text-white' }} />
      </Container>
      <div className="border-t border-neutral-800">
        <Container className="py-6">
          <FooterCredits classNames={{ root: 'gap-2 text-xs text-neutral-400', control: 'rounded-full p-2 text-neutral-300 hover:bg-neutral-800 hover:text-white', link: 'underline-offset-2 hover:text-white hover:underline' }} />
        </Container>
      </div>
    </footer>
  )
}
