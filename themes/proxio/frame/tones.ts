// The tone classes of proxio's CSS module, for the frame and the home's bands.
import styles from './proxio.module.css'

export const TONE_DARK = styles.toneDark ?? ''
export const TONE_LIGHT = styles.toneLight ?? ''
/** Children <section>s alternate dark, light, dark… */
export const ALTERNATING_BANDS = styles.bands ?? ''
/** On the theme's root: smooth in-page scrolling while proxio is on screen. */
export const SMOOTH_SCROLL_ROOT = styles.root ?? ''

/** A main button: the band's text colour as its fill, so it stands out on dark and light. */
export const BUTTON_PRIMARY = 'rounded-full bg-[var(--px-fg)] px-7 py-3 font-semibold text-[var(--px-bg)] transition hover:opacity-85'
export const BUTTON_SECONDARY = 'rounded-full border border-[var(--px-line)] px-7 py-3 font-semibold hover:border-[var(--px-fg)]'
