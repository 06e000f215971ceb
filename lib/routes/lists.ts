// Home, paged lists, category, tag and search pages.
import type { GetStaticPropsResult } from 'next'
import type { PostSummary } from '@/lib/site/types'
import type { RouteContext } from './context'
import { defaultSeo, notFound, paginate, themedProps, titleOf } from './page-props'
import type { ListFilter, ThemePageProps } from './types'

type Result<L extends 'LayoutIndex' | 'LayoutPostList' | 'LayoutSearch'> = GetStaticPropsResult<ThemePageProps<L>>

/** Posts the home page lists; a theme may restrict it to one category (e.g. MEDIUM_HOME_CATEGORY). */
function homePosts(ctx: RouteContext): PostSummary[] {
  const key = `${ctx.variant.theme.toUpperCase()}_HOME_CATEGORY`
  const category = ctx.themeConfig[key]
  const posts = ctx.data.site.posts
  return typeof category === 'string' && category ? posts.filter((p) => p.categories.includes(category)) : posts
}

export function homeProps(ctx: RouteContext, page: number): Result<'LayoutIndex'> {
  const paged = paginate(homePosts(ctx), page, ctx.config.POSTS_PER_PAGE, '/')
  if (!paged) return notFound(ctx)
  const site = ctx.chrome.info.title
  const title = page === 1 ? titleOf(site, ctx.chrome.info.description) : titleOf(page, ctx.t.title.page, site)
  const path = page === 1 ? '/' : `/page/${page}`
  return themedProps(ctx, 'LayoutIndex', { posts: paged.items, pagination: paged.pagination }, title, defaultSeo(ctx, path))
}

function filteredList(ctx: RouteContext, filter: ListFilter, page: number): Result<'LayoutPostList'> {
  const posts = ctx.data.site.posts.filter((p) =>
    filter.kind === 'category' ? p.categories.includes(filter.name) : p.tags.includes(filter.name),
  )
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

/** Title, summary and tags, case-insensitively (the spec's search). */
export function matchesKeyword(post: PostSummary, keyword: string): boolean {
  const needle = keyword.trim().toLowerCase()
  if (!needle) return false
  return [post.title, post.summary, ...post.tags].some((text) => text.toLowerCase().includes(needle))
}

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
    categories: ctx.data.site.categories,
    tags: ctx.data.site.tags,
  }
  return themedProps(ctx, 'LayoutSearch', data, title, defaultSeo(ctx, basePath))
}
