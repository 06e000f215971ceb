// Server side of the 404 page's variants (lib/routes/not-found-variant.ts): for the default
// site and each language site, its chrome, LANG, THEME and every built theme's settings.
import { resolveSettings } from '@/lib/config'
import { themeConfigs } from '@/themes/registry.generated'
import { imagesUnderBasePath } from './base-path'
import { languagePrefixes, loadRouteContext, type RouteContext } from './context'
import type { NotFoundSite } from './types'
import { encodeVariant } from './variant'

function siteOf(ctx: RouteContext, withChrome: boolean): NotFoundSite {
  const configs: Record<string, Record<string, unknown>> = {}
  for (const [theme, schema] of Object.entries(themeConfigs)) {
    configs[theme] = resolveSettings(schema, ctx.data.sources).values as Record<string, unknown>
  }
  return {
    ...(withChrome ? { chrome: imagesUnderBasePath(ctx.chrome) } : {}),
    lang: ctx.config.LANG,
    theme: ctx.variant.theme,
    themeConfigs: configs,
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
