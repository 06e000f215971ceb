// Two thin rows: the site name with the search box, switches and (with sign-in on) a sign-in
// link, then the menu links.
// SiteMenu, SearchBox, DarkModeToggle and ThemeSwitcher are shared kit pieces: a theme
// places and styles them (classNames per part) but never rewrites their behaviour. On phones
// the menu stays one row that scrolls sideways rather than wrapping a lone item.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { SignInLink } from '@/components/auth/SignInLink'
import { SiteLink } from '@/components/navigation/SiteLink'
import { SearchBox } from '@/components/search/SearchBox'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useSite } from '@/components/site/SiteContext'
import { ThemeSwitcher } from '@/components/theme/ThemeSwitcher'

export function Header() {
  const { info, themeSwitch } = useSite()
  return (
    <header className="border-b border-gray-200 dark:border-neutral-700">
      <div className="mx-auto flex max-w-5xl items-center gap-3 border-b border-gray-200 px-4 py-4 dark:border-neutral-700">
        {/* SiteLink for every internal link: it keeps ?theme= and the language prefix. */}
        <SiteLink href="/" className="mr-auto truncate text-base text-gray-900 dark:text-white">
          {info.title}
        </SiteLink>
        <SearchBox
          classNames={{
            root: 'flex w-36 items-center gap-1 rounded-sm border border-gray-300 px-2 py-1 sm:w-52 dark:border-neutral-600',
            input:
              'min-w-0 flex-1 bg-transparent text-sm outline-none [&::-webkit-search-cancel-button]:hidden',
          }}
        />
        <DarkModeToggle
          classNames={{
            root: 'p-1 text-gray-500 hover:text-gray-900 dark:text-neutral-400 dark:hover:text-white',
          }}
        />
        {themeSwitch ? (
          <ThemeSwitcher
            classNames={{
              root: 'p-1 text-gray-500 hover:text-gray-900 dark:text-neutral-400 dark:hover:text-white',
            }}
          />
        ) : null}
        <SignInLink className="text-sm whitespace-nowrap text-gray-600 hover:text-black dark:text-neutral-300 dark:hover:text-white" />
      </div>
      <nav className="mx-auto max-w-5xl px-4 py-2">
        <SiteMenu
          classNames={{
            root: 'flex-nowrap overflow-x-auto whitespace-nowrap gap-y-1 text-sm sm:flex-wrap sm:justify-start [&>li]:border-r [&>li]:border-gray-200 [&>li]:px-3 dark:[&>li]:border-neutral-700',
            item: 'text-gray-600 hover:text-black dark:text-neutral-300 dark:hover:text-white',
            active: '!text-black underline underline-offset-4 dark:!text-white',
          }}
        />
      </nav>
    </header>
  )
}
