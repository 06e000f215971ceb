// Home, paged lists, category, tag and search pages.
import type { GetStaticPropsResult } from 'next'
import { pinnedFirst, type MaybePinned } from '@/lib/site/pinned'
import type { PostSummary } from '@/lib/site/types'
import { buildHomeWidgets, NO_HOME_WIDGETS } from '@/lib/home/home-widgets'
import { addPreviews, withListPreviews } from '@/lib/search/list-previews'
import { matchesKeyword } from '@/lib/search/match'
import { homePostsShown, themeShowsHomeWidgets } from '@/lib/theme/data-needs'
import { sharedThemeSettings } from '@/lib/theme/settings/shared'
import type { RouteContext } from './context'
import { defaultSeo, notFound, paginate, themedProps, titleOf } from './page-props'
import type { ListFilter, ListRef, ThemePageProps } from './types'

type Result<L extends 'LayoutIndex' | 'LayoutPostList' | 'LayoutSearch'> = GetStaticPropsResult<ThemePageProps<L>>

/**
 * Posts the home page and its numbered pages list: TOP_TAG's posts first (marked pinned); a
 * theme may restrict it to one category (`<THEME>_HOME_CATEGORY`). Other lists keep their order.
 */
export function homePosts(ctx: RouteContext): MaybePinned<PostSummary>[] {
  const { category } = sharedThemeSettings(ctx.variant.theme, ctx.themeConfig).home
  const posts = ctx.data.site.posts
  return pinnedFirst(category ? posts.filter((p) => p.categories.includes(category)) : posts, ctx.config.TOP_TAG)
}

/** `/` in LayoutIndex (with the notice bar, hero and recommended posts); `/page/N` in LayoutPostList. */
export function homeProps(ctx: RouteContext, page: number): Result<'LayoutIndex' | 'LayoutPostList'> {
  const paged = paginate(homePosts(ctx), page, ctx.config.POSTS_PER_PAGE, '/')
  if (!paged) return notFound(ctx)
  const site = ctx.chrome.info.title
  if (page > 1) {
    const title = titleOf(page, ctx.t.title.page, site)
    const data = { posts: paged.items, pagination: paged.pagination, filter: null }
    return themedProps(ctx, 'LayoutPostList', data, title, defaultSeo(ctx, `/page/${page}`))
  }
  // Only what the theme's home shows goes into its page data (lib/theme/data-needs.ts).
  const { theme } = ctx.variant
  const home = themeShowsHomeWidgets(theme) ? buildHomeWidgets(ctx.config, ctx.data.site.posts) : NO_HOME_WIDGETS
  const shown = homePostsShown(theme, ctx.themeConfig)
  const data = { posts: shown === null ? paged.items : paged.items.slice(0, shown), pagination: paged.pagination, home }
  return themedProps(ctx, 'LayoutIndex', data, titleOf(site, ctx.chrome.info.description), defaultSeo(ctx, '/'))
}

/** One category's or tag's posts, in list order. */
export function filteredPosts(ctx: RouteContext, filter: ListFilter): PostSummary[] {
  return ctx.data.site.posts.filter((p) =>
    filter.kind === 'category' ? p.categories.includes(filter.name) : p.tags.includes(filter.name),
  )
}

function filteredList(ctx: RouteContext, filter: ListFilter, page: number): Result<'LayoutPostList'> {
  const posts = filteredPosts(ctx, filter)
  if (posts.length === 0) return notFound(ctx)
  const basePath = `/${filter.kind}/${encodeURIComponent(filter.name)}`
  const paged = paginate(posts, page, ctx.config.POSTS_PER_PAGE, basePath)
  if (!paged) return notFound(ctx)
  const label = filter.kind === 'category' ? ctx.t.title.category : ctx.t.title.tag
  const title = titleOf(filter.name, label, ctx.chrome.info.title)
  const path = page === 1 ? basePath : `${basePath}/page/${page}`
  return themedProps(ctx, 'LayoutPostList', { posts: paged.items, pagination: paged.pagination, filter }, title, defaultSeo(ctx, path))
}

export const categoryProps = (ctx: RouteContext, name: string, page: number) =>
  filteredList(ctx, { kind: 'category', name }, page)

export const tagProps = (ctx: RouteContext, name: string, page: number) =>
  filteredList(ctx, { kind: 'tag', name }, page)

/** Title, summary and tags, case-insensitively (the spec's search; shared with the browser). */
export { matchesKeyword }

export function searchProps(ctx: RouteContext, keyword: string, page: number): Result<'LayoutSearch'> {
  const basePath = keyword ? `/search/${encodeURIComponent(keyword)}` : '/search'
  const posts = keyword ? ctx.data.site.posts.filter((p) => matchesKeyword(p, keyword)) : []
  const paged = paginate(posts, page, ctx.config.POSTS_PER_PAGE, basePath)
  if (!paged) return notFound(ctx)
  const site = ctx.chrome.info.title
  const title = keyword ? titleOf(keyword, ctx.t.title.search, site) : titleOf(ctx.t.title.search, site)
  const data = {
    keyword,
    posts: paged.items,
    pagination: paged.pagination,
    // The lists are shown only while there is no keyword (spec §2): results pages skip them.
    categories: keyword ? [] : ctx.data.site.categories,
    tags: keyword ? [] : ctx.data.site.tags,
  }
  // Results pages exist for any text a visitor types: never offered to search engines.
  const seo = keyword ? { ...defaultSeo(ctx, basePath), noindex: true } : defaultSeo(ctx, basePath)
  return themedProps(ctx, 'LayoutSearch', data, title, seo)
}

/** Page N of a list with previews: what scroll mode fetches (pages/api/posts.ts). */
export async function listPage(ctx: RouteContext, list: ListRef, page: number) {
  const posts = list.kind === 'home' ? homePosts(ctx) : filteredPosts(ctx, list)
  const paged = paginate(posts, page, ctx.config.POSTS_PER_PAGE, '/')
  if (!paged) return null
  return {
    posts: await addPreviews(ctx, paged.items),
    page,
    totalPages: paged.pagination.totalPages,
    total: posts.length,
    perPage: ctx.config.POSTS_PER_PAGE,
  }
}

/** Adds body previews to a list page's posts; wraps homeProps/categoryProps/tagProps/searchProps. */
export { withListPreviews }
