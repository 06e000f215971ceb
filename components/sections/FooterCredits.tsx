// The footer's credits, the same facts in every theme: © SINCE–this year and the author, the
// beian record, the RSS link (RSS on), visitor counters (Folio's own counter or a counter
// service on) and the credit line. Optional controls: the dark-mode button and the theme
// switcher (THEME_SWITCH).
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { VisitorCounters } from '@/components/chrome/VisitorCounters'
import { BeianLink } from '@/components/footer/BeianLink'
import { CopyrightLine } from '@/components/footer/CopyrightLine'
import { PoweredBy } from '@/components/footer/PoweredBy'
import { RssLink } from '@/components/footer/RssLink'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useSite } from '@/components/site/SiteContext'
import { ThemeSwitcher } from '@/components/theme/ThemeSwitcher'

export type FooterCreditsPart = 'root' | 'controls' | 'control' | 'line' | 'link' | 'counters'

interface Props {
  classNames?: ClassNames<FooterCreditsPart>
  /** Show the dark-mode button and (THEME_SWITCH) the theme switcher. */
  controls?: boolean
}

export function FooterCredits({ classNames: c = {}, controls = true }: Props) {
  const { themeSwitch } = useSite()
  const control = c.control ?? 'rounded-full p-2 hover:bg-neutral-100 dark:hover:bg-neutral-800'
  const link = c.link ?? 'hover:underline'
  return (
    <div data-section="footer-credits" className={part('flex flex-col items-center text-center', 'gap-2 text-xs', c.root)}>
      {controls && (
        <div className={part('flex items-center', 'gap-2', c.controls)}>
          <DarkModeToggle classNames={{ root: control }} />
          {themeSwitch && <ThemeSwitcher classNames={{ root: control }} />}
        </div>
      )}
      <CopyrightLine classNames={{ root: c.line, link }} />
      <BeianLink className={link} />
      <RssLink className={part('inline-flex items-center gap-1', 'hover:underline', c.link)} />
      <VisitorCounters classNames={{ root: part('inline-flex flex-wrap justify-center tabular-nums', 'gap-3', c.counters) }} />
      <PoweredBy className={c.line} />
    </div>
  )
}
