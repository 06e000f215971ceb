// A full-screen welcome cover with click-to-enter: the click draws a ripple, the cover fades
// out 2 s later and disappears 600 ms after that (timings in useLoadingCover). Once entered,
// it stays away for the rest of the visit (client-side navigation back home).
import { useState, type MouseEvent } from 'react'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import styles from './LoadingCover.module.css'
import { FADE_MS, useLoadingCover } from './useLoadingCover'

interface Props {
  /** Big text on the cover; the site title by default. */
  title?: string
  className?: string
  onComplete?: () => void
}

/** Set in the browser once the visitor has entered (never on the server). */
let enteredThisVisit = false

/** For tests: a new visit. */
export function resetLoadingCoverVisit(): void {
  enteredThisVisit = false
}

export function LoadingCover({ title, className, onComplete }: Props) {
  const { t } = useT()
  const { info } = useSite()
  const [entered] = useState(() => enteredThisVisit)
  const { phase, ripple, enter } = useLoadingCover(() => {
    enteredThisVisit = true
    onComplete?.()
  })
  if (entered || phase === 'done') return null
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    // A keyboard "click" has no pointer position: ripple from the middle.
    const keyboard = event.detail === 0
    enter({
      x: keyboard ? box.width / 2 : event.clientX - box.left,
      y: keyboard ? box.height / 2 : event.clientY - box.top,
    })
  }
  return (
    <button
      type="button"
      data-loading-cover={phase}
      onClick={onClick}
      aria-label={t.home.loadingCover.enter}
      style={{ transitionDuration: `${FADE_MS}ms` }}
      className={`${
        className ??
        'fixed inset-0 z-[60] flex cursor-pointer flex-col items-center justify-center overflow-hidden bg-gray-950 text-white'
      } transition-opacity ${phase === 'fading' ? 'pointer-events-none opacity-0' : 'opacity-100'}`}
    >
      <span className="text-sm tracking-[0.3em] uppercase opacity-70">
        {t.home.loadingCover.welcome}
      </span>
      <span className="mt-3 px-6 text-center text-3xl font-bold sm:text-5xl">
        {title ?? info.title}
      </span>
      <span className={`mt-8 text-sm opacity-80 ${phase === 'waiting' ? 'animate-pulse' : ''}`}>
        {t.home.loadingCover.enter}
      </span>
      {ripple ? (
        <span data-ripple="" className={styles.ripple} style={{ left: ripple.x, top: ripple.y }} />
      ) : null}
    </button>
  )
}
