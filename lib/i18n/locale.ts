// Which UI language a request gets. Pure functions: safe on the server and in the browser.

export const SUPPORTED_LOCALES = [
  'en-US',
  'zh-CN',
  'zh-HK',
  'zh-TW',
  'fr-FR',
  'tr-TR',
  'ja-JP',
] as const
export type Locale = (typeof SUPPORTED_LOCALES)[number]

/** The site language when the owner sets none (spec §9). */
export const DEFAULT_LOCALE: Locale = 'zh-CN'
/** What an unknown language falls back to. */
export const FALLBACK_LOCALE: Locale = 'en-US'

/** Spec §5: two letters, optionally a dash and two more. Case is normalised afterwards. */
const LANGUAGE_TAG = /^([a-z]{2})(?:-([a-z]{2}))?$/i

/** The locale a bare language (or an unlisted region of it) means. */
const PRIMARY_BY_LANGUAGE: Readonly<Record<string, Locale>> = {
  en: 'en-US',
  zh: 'zh-CN',
  fr: 'fr-FR',
  tr: 'tr-TR',
  ja: 'ja-JP',
}

/** Regions whose readers expect a sibling locale rather than the language's primary one. */
const REGION_ALIASES: Readonly<Record<string, Locale>> = {
  // Macau writes Traditional Chinese, like Hong Kong.
  'zh-MO': 'zh-HK',
}

const isLocale = (tag: string): tag is Locale =>
  (SUPPORTED_LOCALES as readonly string[]).includes(tag)

/**
 * 'zh-cn' → 'zh-CN', 'en' → 'en-US', 'en-GB' → 'en-US'. Anything that is not `xx` or `xx-XX`,
 * or names a language we have no dictionary for, gives null.
 */
export function normaliseLocale(input: string | undefined | null): Locale | null {
  if (typeof input !== 'string') return null
  const match = LANGUAGE_TAG.exec(input)
  if (!match) return null
  const language = match[1]!.toLowerCase()
  const tag = match[2] ? `${language}-${match[2].toUpperCase()}` : language
  if (isLocale(tag)) return tag
  return REGION_ALIASES[tag] ?? PRIMARY_BY_LANGUAGE[language] ?? null
}

type QueryValue = string | string[] | undefined

const firstValue = (value: QueryValue): string | undefined =>
  Array.isArray(value) ? value[0] : value

/**
 * Spec §4: the config language, overridden by a valid `?locale=` (or `?lang=`), else by the
 * router locale. Invalid values at any level are ignored; an unknown config language → en-US.
 */
export function resolveLocale(o: {
  configLang: string
  query?: { locale?: QueryValue; lang?: QueryValue }
  routerLocale?: string
}): Locale {
  const candidates = [firstValue(o.query?.locale), firstValue(o.query?.lang), o.routerLocale]
  for (const candidate of candidates) {
    const locale = normaliseLocale(candidate)
    if (locale) return locale
  }
  return normaliseLocale(o.configLang) ?? FALLBACK_LOCALE
}
