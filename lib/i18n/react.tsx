import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { formatDate, type DateStyle } from './date'
import type { Dictionary, PluralForms } from './dictionary'
import { format, plural } from './format'
import { FALLBACK_LOCALE, type Locale } from './locale'
import { enUS } from './locales/en-US'

export interface I18nValue {
  t: Dictionary
  locale: Locale
  format: typeof format
  /** formatDate bound to the current locale. */
  formatDate: (iso: string, style?: DateStyle, timeZone?: string) => string
  /** plural bound to the current locale. */
  plural: (forms: PluralForms, count: number) => string
}

function createValue(locale: Locale, dictionary: Dictionary): I18nValue {
  return {
    t: dictionary,
    locale,
    format,
    formatDate: (iso, style, timeZone) => formatDate(iso, locale, style, timeZone),
    plural: (forms, count) => plural(forms, count, locale),
  }
}

// Pages get their language's texts from its own chunk (components/site/LocaleTexts.tsx), so
// this module ships English alone: the fallback language. Code that renders without a page
// (component tests) can make the others available here.
const fallbackDictionaries = new Map<Locale, Dictionary>([[FALLBACK_LOCALE, enUS]])

export function provideFallbackDictionaries(dictionaries: Readonly<Record<Locale, Dictionary>>): void {
  for (const [locale, dictionary] of Object.entries(dictionaries)) fallbackDictionaries.set(locale as Locale, dictionary)
}

// Outside a provider (isolated component tests, stray portals) components read English.
const I18nContext = createContext<I18nValue>(createValue(FALLBACK_LOCALE, enUS))

interface ProviderProps {
  locale: Locale
  /** The language's texts; without them, a fallback dictionary (English unless provided). */
  dictionary?: Dictionary
  children: ReactNode
}

export function I18nProvider({ locale, dictionary, children }: ProviderProps) {
  const texts = dictionary ?? fallbackDictionaries.get(locale) ?? enUS
  const value = useMemo(() => createValue(locale, texts), [locale, texts])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useT(): I18nValue {
  return useContext(I18nContext)
}
