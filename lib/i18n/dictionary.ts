import type { enUS } from './locales/en-US'

/** The deep shape of every dictionary, taken from the en-US reference. */
export type Dictionary = typeof enUS

/** A counted phrase; `other` is the form every language has. */
export interface PluralForms {
  one: string
  other: string
}
