// Server side: the active theme's code and the page language's texts, loaded before a page
// renders (see preload-dynamic.ts).
import { localeTexts } from '@/components/site/LocaleTexts'
import { preloadDynamic } from '@/components/site/preload-dynamic'
import type { Locale } from '@/lib/i18n/locale'
import { themeRoots } from '@/themes/roots.generated'

export async function preloadTheme(name: string, locale: Locale): Promise<void> {
  await Promise.all([preloadDynamic(themeRoots[name]), preloadDynamic(localeTexts[locale])])
}
