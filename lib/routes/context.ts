// Everything a route needs before building its page: the variant, the site data, the theme,
// the language, the theme's settings and the site chrome.
import { parseNotionPageIds, type SiteConfig } from '@/lib/config'
import { getSiteData, type SiteData } from '@/lib/data/site-data'
import { getDictionary, resolveLocale, type Dictionary } from '@/lib/i18n'
import { selectTheme } from '@/lib/theme/names'
import { themeShowsMenuIcons, themeShowsNotice, themeShowsPostIndex } from '@/lib/theme/data-needs'
import { preloadNotionBody } from '@/components/notion/preload'
import { preloadTheme } from '@/components/theme/preload-theme'
import { preloadGatedPieces } from '@/components/site/preload-gated-pieces'
import { buildChrome } from './chrome'
import { configuredTheme } from './configured-theme'
import type { RenderVariant, SiteChrome } from './types'
import { keepQuery } from './links'
import { themeSettings } from './theme-settings'
import { decodeVariant } from './variant'

export interface RouteContext {
  data: SiteData
  config: SiteConfig
  variant: RenderVariant
  chrome: SiteChrome
  themeConfig: Record<string, unknown>
  t: Dictionary
  /** Workspace language of a multi-language site, undefined for the default one. */
  siteLang?: string
}

/** The 404 page, which any theme may draw: its menus keep their icons' drawings. */
export function forAnyTheme(ctx: RouteContext): RouteContext {
  return { ...ctx, chrome: { ...ctx.chrome, menus: ctx.data.site.menus } }
}

export function languagePrefixes(config: SiteConfig): string[] {
  const raw = String(config.NOTION_PAGE_ID ?? '').trim()
  return raw ? Object.keys(parseNotionPageIds(raw).byLang) : []
}

/**
 * Next's server bundles have NEXT_RUNTIME set; scripts and tests (tsx, vitest) do not. Only
 * Next renders themes, and only its bundler can load their code (CSS modules and all).
 */
function insideNext(): boolean {
  return Boolean(process.env.NEXT_RUNTIME)
}

/** null means the variant segment is malformed or names an unknown language site: a 404. */
export async function loadRouteContext(segment: string | undefined): Promise<RouteContext | null> {
  const request = decodeVariant(segment)
  if (!request) return null
  const siteLang = request.site
  const data = await getSiteData(siteLang)
  if (siteLang && !languagePrefixes(data.config).includes(siteLang)) return null
  const config = data.config
  const theme = selectTheme(request.theme, configuredTheme(config.THEME))
  // A language site's prefix is the router locale: `/en/…` speaks English (spec §4).
  const locale = resolveLocale({ configLang: config.LANG, query: { locale: request.locale }, routerLocale: siteLang })
  if (insideNext()) await Promise.all([preloadTheme(theme, locale), preloadNotionBody(), preloadGatedPieces()])
  const themeConfig = themeSettings(theme, data.sources)
  const variant: RenderVariant = {
    theme,
    locale,
    lite: request.lite ?? false,
    prefix: siteLang ? `/${siteLang}` : '',
    keep: keepQuery(request.theme === theme ? request.theme : undefined, request.locale, request.lite),
  }
  return {
    data,
    config,
    variant,
    chrome: buildChrome(data, config, {
      postIndex: themeShowsPostIndex(theme),
      notice: themeShowsNotice(theme),
      menuIcons: themeShowsMenuIcons(theme, themeConfig),
    }),
    themeConfig,
    t: getDictionary(locale),
    siteLang,
  }
}
