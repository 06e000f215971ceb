// Footer of the reading column: dark-mode button, copyright, beian and the credit line.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { BeianLink } from '@/components/footer/BeianLink'
import { CopyrightLine } from '@/components/footer/CopyrightLine'
import { PoweredBy } from '@/components/footer/PoweredBy'
import { ThemeSwitcher } from '@/components/theme/ThemeSwitcher'
import { useSite } from '@/components/site/SiteContext'

export function Footer() {
  const { themeSwitch } = useSite()
  return (
    <footer className="mx-auto flex w-full max-w-5xl flex-col items-center gap-2 border-t border-neutral-100 px-5 pt-6 pb-20 text-center text-xs text-neutral-500 md:pb-8 dark:border-neutral-900 dark:text-neutral-400">
      <div className="flex items-center gap-2">
        <DarkModeToggle className="rounded-full p-2 hover:bg-neutral-100 dark:hover:bg-neutral-800" />
        {themeSwitch && (
          <ThemeSwitcher className="rounded-full p-2 hover:bg-neutral-100 dark:hover:bg-neutral-800" />
        )}
      </div>
      <CopyrightLine />
      <BeianLink />
      <PoweredBy />
    </footer>
  )
}
