// Archive, category index, tag index and the not-found page.
import { archivePages } from '@/lib/site/archive-pages'
import type { RouteContext } from './context'
import { defaultSeo, notFound, themedProps, titleOf } from './page-props'
import { pagePath } from './pagination'

/** The archive's pages at ARCHIVE_PAGE_SIZE posts (walks months, not posts: cheap per render). */
export function archivePagesOf(ctx: RouteContext) {
  return archivePages(ctx.data.site.archive, ctx.config.ARCHIVE_PAGE_SIZE)
}

/** `/archive` (page 1) and `/archive/page/N`; a page past the last is a 404. */
export function archiveProps(ctx: RouteContext, page = 1) {
  const pages = archivePagesOf(ctx)
  const groups = pages[page - 1]
  if (!groups) return notFound(ctx)
  const { archive, page: pageLabel } = ctx.t.title
  const site = ctx.chrome.info.title
  const title = page === 1 ? titleOf(archive, site) : titleOf(page, pageLabel, archive, site)
  const pagination = { page, totalPages: pages.length, basePath: '/archive' }
  return themedProps(ctx, 'LayoutArchive', { groups, pagination }, title, defaultSeo(ctx, pagePath('/archive', page)))
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
