// Server side of the 404 page's variants (lib/routes/not-found-variant.ts): for the default
// site and each language site, its chrome, LANG, THEME and every built theme's settings.
import { imagesUnderBasePath } from './base-path'
import { forAnyTheme, languagePrefixes, loadRouteContext, type RouteContext } from './context'
import type { NotFoundSite } from './types'
import { everyThemeSettings } from './theme-settings'
import { encodeVariant } from './variant'

function siteOf(ctx: RouteContext, withChrome: boolean): NotFoundSite {
  return {
    ...(withChrome ? { chrome: imagesUnderBasePath(forAnyTheme(ctx).chrome) } : {}),
    lang: ctx.config.LANG,
    theme: ctx.variant.theme,
    themeConfigs: everyThemeSettings(ctx.data.sources),
  }
}

/** `defaultSite` is the default variant's context (the 404 page's own props). */
export async function notFoundSites(defaultSite: RouteContext): Promise<Record<string, NotFoundSite>> {
  const sites: Record<string, NotFoundSite> = { '': siteOf(defaultSite, false) }
  for (const prefix of languagePrefixes(defaultSite.config)) {
    const ctx = await loadRouteContext(encodeVariant({ site: prefix }))
    if (ctx) sites[prefix] = siteOf(ctx, true)
  }
  return sites
}
