// Footer of the reading column: dark-mode button, copyright, beian, the RSS link (RSS on),
// visitor counters (only with a counter service configured) and the credit line;
// MEDIUM_FOOTER_WAVE draws waves above.
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { VisitorCounters } from '@/components/chrome/VisitorCounters'
import { WaveDecoration } from '@/components/chrome/WaveDecoration'
import { BeianLink } from '@/components/footer/BeianLink'
import { CopyrightLine } from '@/components/footer/CopyrightLine'
import { PoweredBy } from '@/components/footer/PoweredBy'
import { RssLink } from '@/components/footer/RssLink'
import { ThemeSwitcher } from '@/components/theme/ThemeSwitcher'
import { useSite } from '@/components/site/SiteContext'
import { useMediumConfig } from '../useMediumConfig'

export function Footer() {
  const { themeSwitch } = useSite()
  const { MEDIUM_FOOTER_WAVE } = useMediumConfig()
  return (
    <>
      {MEDIUM_FOOTER_WAVE && (
        <WaveDecoration className="-mb-px h-12 text-neutral-100 dark:text-neutral-900" />
      )}
      <footer
        className={`mx-auto flex w-full flex-col items-center gap-2 px-5 pt-6 pb-20 text-center text-xs text-neutral-500 md:pb-8 dark:text-neutral-400 ${
          MEDIUM_FOOTER_WAVE
            ? 'bg-neutral-100 dark:bg-neutral-900'
            : 'max-w-5xl border-t border-neutral-100 dark:border-neutral-900'
        }`}
      >
        <div className="flex items-center gap-2">
          <DarkModeToggle
            classNames={{ root: 'rounded-full p-2 hover:bg-neutral-100 dark:hover:bg-neutral-800' }}
          />
          {themeSwitch && (
            <ThemeSwitcher
              classNames={{
                root: 'rounded-full p-2 hover:bg-neutral-100 dark:hover:bg-neutral-800',
              }}
            />
          )}
        </div>
        <CopyrightLine />
        <BeianLink />
        <RssLink />
        <VisitorCounters
          classNames={{ root: 'inline-flex flex-wrap justify-center gap-3 tabular-nums' }}
        />
        <PoweredBy />
      </footer>
    </>
  )
}
