// The look the home's sections share: a band in the tone of its position, a big bold heading,
// cards and buttons in the band's colours.
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../frame/tones'

export const BAND = 'bg-[var(--px-bg)] px-4 py-20 text-[var(--px-fg)] sm:px-6 sm:py-28'
export const CARD = 'rounded-2xl border border-[var(--px-line)] bg-[var(--px-card)]'
export const HEADING = { root: 'mx-auto mb-12 max-w-2xl text-center', title: 'text-3xl font-bold tracking-tight sm:text-4xl', text: 'mt-4 text-lg text-[var(--px-muted)]' }
export const BUTTONS = { primary: BUTTON_PRIMARY, secondary: BUTTON_SECONDARY }
