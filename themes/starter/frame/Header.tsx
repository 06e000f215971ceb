// The header: fixed on top. Over the home's blue hero it is transparent with white text until the
// page scrolls; everywhere else (and once scrolled) a white bar with dark text. The menu is in a
// drawer on small screens.
import { useState } from 'react'
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { SignInLink } from '@/components/auth/SignInLink'
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { useWindowScroll } from '@/components/layout/useScrollDirection'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'
import { CONTAINER } from '../look'

export function Header({ overHero }: { overHero: boolean }) {
  const { t } = useT()
  const [scrolled, setScrolled] = useState(false)
  useWindowScroll((y) => setScrolled(y >= 20))
  const clear = overHero && !scrolled
  const ink = clear ? 'text-white' : 'text-[#111928] dark:text-white'
  return (
    <header
      data-starter-header={clear ? 'clear' : 'solid'}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${clear ? 'bg-transparent' : 'bg-white/95 shadow-sm backdrop-blur dark:bg-neutral-950/95 dark:shadow-neutral-900'}`}
    >
      <div className={`${CONTAINER} flex h-16 items-center gap-4 lg:h-20`}>
        <SiteBrand
          classNames={{
            root: `min-w-0 gap-2 ${ink}`,
            icon: 'h-7 w-7',
            title: 'truncate text-xl font-bold',
          }}
        />
        <nav aria-label={t.common.menu} className="hidden min-w-0 flex-1 justify-center lg:flex">
          <SiteMenu
            classNames={{
              root: `gap-x-8 text-base ${ink}`,
              item: clear
                ? 'text-white/90 hover:text-white'
                : 'hover:text-[#3758f9] dark:hover:text-[#7d93ff]',
              active: clear
                ? 'font-semibold !text-white'
                : 'font-semibold !text-[#3758f9] dark:!text-[#7d93ff]',
              subMenu:
                'min-w-44 rounded-lg bg-white py-2 text-[#111928] shadow-lg ring-1 ring-black/5 dark:bg-neutral-900 dark:text-neutral-100 [&_a]:block [&_a]:px-4 [&_a]:py-2 [&_a]:whitespace-nowrap [&_a:hover]:text-[#3758f9]',
            }}
          />
        </nav>
        <div className={`ml-auto flex shrink-0 items-center gap-2 ${ink}`}>
          <DarkModeToggle
            classNames={{
              root: `rounded-full p-2 ${clear ? 'hover:bg-white/15' : 'hover:bg-neutral-100 dark:hover:bg-neutral-800'}`,
            }}
          />
          <SignInLink className="hidden px-3 py-2 text-base font-medium hover:opacity-80 sm:inline-block" />
          <SignInLink
            screen="sign-up"
            className={`hidden rounded-md px-5 py-2 text-base font-medium sm:inline-block ${clear ? 'bg-white/20 text-white hover:bg-white/30' : 'bg-[#3758f9] text-white hover:bg-[#1b44c8]'}`}
          />
          <PhoneMenu
            side="right"
            classNames={{ button: 'rounded-md p-2 lg:hidden', icon: 'h-6 w-6' }}
            drawer={{ root: 'bg-white p-5 dark:bg-neutral-950' }}
            menu={{
              root: 'mt-6 gap-1 text-base',
              item: 'block rounded-md px-3 py-2 hover:bg-[#f3f4fe] dark:hover:bg-neutral-900',
              active: 'font-semibold text-[#3758f9]',
            }}
          >
            {(menu) => (
              <>
                {menu}
                <div className="mt-6 flex flex-wrap gap-3">
                  <SignInLink className="rounded-md border border-[#3758f9] px-4 py-2 font-medium text-[#3758f9]" />
                  <SignInLink
                    screen="sign-up"
                    className="rounded-md bg-[#3758f9] px-4 py-2 font-medium text-white"
                  />
                </div>
              </>
            )}
          </PhoneMenu>
        </div>
      </div>
    </header>
  )
}
