// Archive, category index, tag index and the not-found page.
import type { RouteContext } from './context'
import { defaultSeo, themedProps, titleOf } from './page-props'

export function archiveProps(ctx: RouteContext) {
  const title = titleOf(ctx.t.title.archive, ctx.chrome.info.title)
  return themedProps(ctx, 'LayoutArchive', { groups: ctx.data.site.archive }, title, defaultSeo(ctx, '/archive'))
}

export function categoryIndexProps(ctx: RouteContext) {
  const title = titleOf(ctx.t.nav.categories, ctx.chrome.info.title)
  return themedProps(ctx, 'LayoutCategoryIndex', { categories: ctx.data.site.categories }, title, defaultSeo(ctx, '/category'))
}

export function tagIndexProps(ctx: RouteContext) {
  const title = titleOf(ctx.t.nav.tags, ctx.chrome.info.title)
  return themedProps(ctx, 'LayoutTagIndex', { tags: ctx.data.site.tags }, title, defaultSeo(ctx, '/tag'))
}

/** Every 404 answer: never indexed, no canonical URL and no structured data (it is no page). */
export function notFoundPageProps(ctx: RouteContext) {
  const title = titleOf(ctx.chrome.info.title, ctx.t.title.notFound)
  const seo = { ...defaultSeo(ctx, '/404'), canonical: '', noindex: true, jsonLd: {} }
  return themedProps(ctx, 'Layout404', {}, title, seo)
}
