// The interface texts of one language, in a chunk of their own: a page downloads only its own
// language (the server preloads it before rendering, like the theme: preload-dynamic.ts).
// Each import() is written out so the bundler splits every language apart.
import dynamic from 'next/dynamic'
import type { ComponentType, ReactNode } from 'react'
import type { Dictionary } from '@/lib/i18n'
import type { Locale } from '@/lib/i18n/locale'
import { I18nProvider } from '@/lib/i18n/react'

interface TextsProps {
  locale: Locale
  children: ReactNode
}

function withTexts(dictionary: Dictionary): ComponentType<TextsProps> {
  return function LocaleTexts({ locale, children }: TextsProps) {
    return (
      <I18nProvider locale={locale} dictionary={dictionary}>
        {children}
      </I18nProvider>
    )
  }
}

export const localeTexts: Record<Locale, ComponentType<TextsProps>> = {
  'en-US': dynamic(() => import('@/lib/i18n/locales/en-US').then((m) => withTexts(m.enUS))),
  'zh-CN': dynamic(() => import('@/lib/i18n/locales/zh-CN').then((m) => withTexts(m.zhCN))),
  'zh-HK': dynamic(() => import('@/lib/i18n/locales/zh-HK').then((m) => withTexts(m.zhHK))),
  'zh-TW': dynamic(() => import('@/lib/i18n/locales/zh-TW').then((m) => withTexts(m.zhTW))),
  'fr-FR': dynamic(() => import('@/lib/i18n/locales/fr-FR').then((m) => withTexts(m.frFR))),
  'tr-TR': dynamic(() => import('@/lib/i18n/locales/tr-TR').then((m) => withTexts(m.trTR))),
  'ja-JP': dynamic(() => import('@/lib/i18n/locales/ja-JP').then((m) => withTexts(m.jaJP))),
}
