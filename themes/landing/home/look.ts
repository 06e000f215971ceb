// The look every home section shares: its centred heading, and the light-grey band that
// alternates with the white page.
import { BLUE_BUTTON, DARK_BUTTON } from '../frame/look'

export const HEADING = {
  root: 'mx-auto mb-14 max-w-2xl text-center',
  eyebrow: 'mb-3 text-sm font-semibold tracking-wide text-blue-600 uppercase dark:text-blue-400',
  title: 'text-3xl font-extrabold tracking-tight text-neutral-900 sm:text-4xl dark:text-white',
  text: 'mt-4 text-lg text-neutral-500 dark:text-neutral-400',
}

export const GREY_BAND = 'bg-neutral-50 dark:bg-neutral-900/50'

/** Buttons that fill a phone's width, stacked, and sit side by side from `sm` up. */
export const STACKED_BUTTONS = {
  root: 'w-full flex-col items-stretch gap-4 sm:w-auto sm:flex-row sm:justify-center',
  primary: `${BLUE_BUTTON} w-full sm:w-auto`,
  secondary: `${DARK_BUTTON} w-full sm:w-auto`,
}
