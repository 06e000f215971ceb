// The nav strip under the header, ruled top and bottom: the menu on the left and a search link
// on the right; on phones a menu button opens the same menu in a drawer.
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { Menu, Search } from '@/components/icons'
import { SiteLink } from '@/components/navigation/SiteLink'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'

const ITEM =
  'text-sm tracking-wide text-neutral-700 hover:text-(--folio-accent) dark:text-neutral-300'
const ACTIVE = 'text-(--folio-accent)! font-semibold'

export function NavBar() {
  const { t } = useT()
  return (
    <nav
      aria-label={t.common.menu}
      className="border-y border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-950"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3 sm:px-6">
        <PhoneMenu
          classNames={{
            button:
              'inline-flex items-center gap-2 text-sm text-neutral-700 md:hidden dark:text-neutral-300',
          }}
          menu={{ root: 'gap-3 px-2', item: ITEM, active: ACTIVE, subMenu: 'mt-2 gap-2 pl-4' }}
          icon={
            <>
              <Menu className="h-5 w-5" />
              <span>{t.common.menu}</span>
            </>
          }
        />
        <div className="hidden min-w-0 flex-1 md:block">
          <SiteMenu classNames={{ root: 'gap-x-7 gap-y-2', item: ITEM, active: ACTIVE }} />
        </div>
        <SiteLink
          href="/search"
          aria-label={t.search.title}
          title={t.search.title}
          className="ml-auto p-1 text-(--folio-accent) hover:opacity-80"
        >
          <Search className="h-5 w-5" />
        </SiteLink>
      </div>
    </nav>
  )
}
