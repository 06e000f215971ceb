// Each comment system names languages its own way and knows only some; a language it lacks
// falls back to English (Chinese Hong Kong to Traditional Chinese).
import type { Locale } from '@/lib/i18n/locale'
import type { CommentKind } from './types'

type LocaleTable = Readonly<Record<Locale, string>>

const TABLES: Readonly<Partial<Record<CommentKind, LocaleTable>>> = {
  artalk: { 'en-US': 'en', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-TW', 'zh-TW': 'zh-TW', 'fr-FR': 'fr', 'tr-TR': 'en', 'ja-JP': 'ja' },
  twikoo: { 'en-US': 'en', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-HK', 'zh-TW': 'zh-TW', 'fr-FR': 'en', 'tr-TR': 'en', 'ja-JP': 'ja' },
  waline: { 'en-US': 'en-US', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-TW', 'zh-TW': 'zh-TW', 'fr-FR': 'fr-FR', 'tr-TR': 'en-US', 'ja-JP': 'jp-JP' },
  valine: { 'en-US': 'en', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-TW', 'zh-TW': 'zh-TW', 'fr-FR': 'en', 'tr-TR': 'en', 'ja-JP': 'ja' },
  giscus: { 'en-US': 'en', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-TW', 'zh-TW': 'zh-TW', 'fr-FR': 'fr', 'tr-TR': 'tr', 'ja-JP': 'ja' },
  // Cusdis ships English built in and loads the others as `lang/<name>.js`; '' = built in.
  cusdis: { 'en-US': '', 'zh-CN': 'zh-cn', 'zh-HK': 'zh-tw', 'zh-TW': 'zh-tw', 'fr-FR': 'fr', 'tr-TR': 'tr', 'ja-JP': 'ja' },
  gitalk: { 'en-US': 'en', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-TW', 'zh-TW': 'zh-TW', 'fr-FR': 'fr', 'tr-TR': 'en', 'ja-JP': 'ja' },
}

/** The backend's name for the site language ('' when the backend has no language setting). */
export function backendLocale(kind: CommentKind, locale: Locale): string {
  return TABLES[kind]?.[locale] ?? ''
}
