import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { formatDate, type DateStyle } from './date'
import type { Dictionary, PluralForms } from './dictionary'
import { format, plural } from './format'
import { FALLBACK_LOCALE, type Locale } from './locale'
import { DICTIONARIES } from './locales'

export interface I18nValue {
  t: Dictionary
  locale: Locale
  format: typeof format
  /** formatDate bound to the current locale. */
  formatDate: (iso: string, style?: DateStyle, timeZone?: string) => string
  /** plural bound to the current locale. */
  plural: (forms: PluralForms, count: number) => string
}

function createValue(locale: Locale): I18nValue {
  return {
    t: DICTIONARIES[locale],
    locale,
    format,
    formatDate: (iso, style, timeZone) => formatDate(iso, locale, style, timeZone),
    plural: (forms, count) => plural(forms, count, locale),
  }
}

// Outside a provider (isolated component tests, stray portals) components read English.
const I18nContext = createContext<I18nValue>(createValue(FALLBACK_LOCALE))

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => createValue(locale), [locale])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useT(): I18nValue {
  return useContext(I18nContext)
}
