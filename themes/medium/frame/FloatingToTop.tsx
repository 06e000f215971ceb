// Back-to-top on wider screens (phones have it in the bottom bar), when the setting is on.
// Beside the right panel it keeps clear of the panel.
import { BackToTop } from '@/components/layout/BackToTop'
import { useMediumConfig } from '../useMediumConfig'

const BUTTON =
  'fixed right-6 bottom-8 z-20 hidden rounded-full border border-neutral-200 bg-white p-2.5 text-neutral-600 shadow-md hover:text-neutral-950 md:flex dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-300 dark:hover:text-white'
const CLEAR_OF_PANEL = 'xl:right-[22rem] 2xl:right-[26rem]'

export function FloatingToTop({ besidePanel }: { besidePanel: boolean }) {
  const { MEDIUM_WIDGET_TO_TOP } = useMediumConfig()
  if (!MEDIUM_WIDGET_TO_TOP) return null
  return (
    <BackToTop showAfter={400} className={besidePanel ? `${BUTTON} ${CLEAR_OF_PANEL}` : BUTTON} />
  )
}
