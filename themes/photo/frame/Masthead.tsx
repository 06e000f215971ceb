// The centred masthead: the site's name in a large light type with its italic tagline beside
// it, and the menu in small spaced capitals under them (a button and a drawer on phones).
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { SiteLink } from '@/components/navigation/SiteLink'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'

export function Masthead() {
  const { t } = useT()
  const { info } = useSite()
  return (
    <header className="relative mx-auto flex w-full max-w-5xl flex-col items-center gap-3 px-12 pt-6 pb-4 text-center">
      <div className="flex flex-wrap items-baseline justify-center gap-x-6 gap-y-1">
        <SiteLink href="/" className="text-3xl font-light tracking-wide text-neutral-900 sm:text-4xl dark:text-neutral-50">
          {info.title}
        </SiteLink>
        {info.description ? (
          <p className="text-sm text-neutral-500 italic sm:text-base dark:text-neutral-400">{info.description}</p>
        ) : null}
      </div>
      <nav aria-label={t.common.menu} className="hidden sm:block">
        <SiteMenu
          classNames={{
            root: 'justify-center gap-x-6 gap-y-1 text-xs tracking-[0.2em] uppercase',
            item: 'text-neutral-500 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
            active: 'text-neutral-900 dark:text-white',
            subMenu: 'min-w-40 border border-neutral-200 bg-white py-2 text-left tracking-normal normal-case shadow-sm dark:border-neutral-800 dark:bg-neutral-900',
          }}
        />
      </nav>
      <PhoneMenu
        side="right"
        classNames={{ button: 'absolute top-7 right-3 p-2 text-neutral-600 sm:hidden dark:text-neutral-300' }}
        drawer={{ root: 'bg-white px-6 pt-4 pb-8 text-left text-neutral-700 shadow-xl dark:bg-neutral-900 dark:text-neutral-200' }}
        menuIcons
        menu={{ root: 'mt-6 gap-3 text-base', item: 'hover:text-neutral-950 dark:hover:text-white', subMenu: 'mt-2 gap-2 border-l border-neutral-200 pl-4 text-sm dark:border-neutral-700' }}
      />
    </header>
  )
}
