// Footer of the reading column: the shared credits (dark-mode button, theme switcher, ©,
// beian, RSS, counters, credit line); MEDIUM_FOOTER_WAVE draws waves above.
import { WaveDecoration } from '@/components/chrome/WaveDecoration'
import { FooterCredits } from '@/components/sections/FooterCredits'
import { useMediumConfig } from '../useMediumConfig'

export function Footer() {
  const { MEDIUM_FOOTER_WAVE } = useMediumConfig()
  return (
    <>
      {MEDIUM_FOOTER_WAVE && <WaveDecoration className="-mb-px h-12 text-neutral-100 dark:text-neutral-900" />}
      <footer
        className={`mx-auto w-full px-5 pt-6 pb-20 text-neutral-500 md:pb-8 dark:text-neutral-400 ${
          MEDIUM_FOOTER_WAVE
            ? 'bg-neutral-100 dark:bg-neutral-900'
            : 'max-w-5xl border-t border-neutral-100 dark:border-neutral-900'
        }`}
      >
        <FooterCredits />
      </footer>
    </>
  )
}
