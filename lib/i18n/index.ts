// UI languages: dictionaries, locale resolution and formatting. Client-safe (no Node APIs).
import type { Dictionary } from './dictionary'
import { FALLBACK_LOCALE, normaliseLocale } from './locale'
import { DICTIONARIES } from './locales'

export type { Dictionary, PluralForms } from './dictionary'
export type { DateStyle } from './date'
export { formatDate } from './date'
export { format, plural } from './format'
export { browserLanguageRedirect } from './redirect'
export {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  SUPPORTED_LOCALES,
  normaliseLocale,
  resolveLocale,
  type Locale,
} from './locale'

/** The dictionary for a locale string ('zh' → zh-CN); anything unknown gets English. */
export function getDictionary(locale: string): Dictionary {
  return DICTIONARIES[normaliseLocale(locale) ?? FALLBACK_LOCALE]
}
