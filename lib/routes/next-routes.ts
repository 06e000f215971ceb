// getStaticPaths / getStaticProps for every themed route, so each file in pages/ is three
// lines. Routes are ISR with blocking fallback (new posts appear without a redeploy), except
// search results, rendered per request (see searchResultsRoute).
import type { GetServerSideProps, GetStaticPaths, GetStaticProps } from 'next'
import { getSiteData } from '@/lib/data/site-data'
import { articleProps } from './article'
import { forAnyTheme, loadRouteContext } from './context'
import { archivePagesOf, archiveProps, categoryIndexProps, notFoundPageProps, tagIndexProps } from './indexes'
import { withBasePath } from './base-path'
import { withVariant } from './links'
import { withIndexPage } from './index-page'
import { categoryProps, homePosts, homeProps, searchProps, tagProps, withListPreviews } from './lists'
import { notFound, parsePageParam } from './page-props'
import { notFoundSites } from './not-found-sites'
import type { NotFoundPageProps, ThemePageProps } from './types'
import { DEFAULT_VARIANT } from './variant'
import { withDrawableBodies } from './drawable-bodies'

type Props = ThemePageProps
type Params = Record<string, string | string[] | undefined>

/** How many of the newest posts are rendered at build time; the rest render on first visit. */
const PRERENDERED_POSTS = 20
/**
 * Numbered list pages rendered at build time: /page/2 to /page/5 and /archive/page/2 to
 * /archive/page/5 (page 1 is the list itself); later pages render on first visit.
 */
const PRERENDERED_LIST_PAGES = 5
/**
 * The first page of every category, and of the most used tags up to this many, are rendered
 * at build time; further pages and rarer tags on first visit. A site of 1,000 posts and 20
 * tags pre-renders about 30 list pages.
 */
const PRERENDERED_TAGS = 50

function one(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function route(handler: (params: Params) => Promise<ReturnType<GetStaticProps<Props>>>): GetStaticProps<Props> {
  return async ({ params }) => withDrawableBodies(await handler(params ?? {}))
}

const defaultOnly: GetStaticPaths = async () => ({
  paths: [{ params: { variant: DEFAULT_VARIANT } }],
  fallback: 'blocking',
})

const renderOnDemand: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

const variantPaths = (params: Record<string, string>[]) => ({
  paths: params.map((p) => ({ params: { variant: DEFAULT_VARIANT, ...p } })),
  fallback: 'blocking' as const,
})

/** `{ page: '2' }` … up to PRERENDERED_LIST_PAGES of a list with `totalPages` pages. */
const numberedPages = (totalPages: number) =>
  variantPaths(Array.from({ length: Math.max(0, Math.min(totalPages, PRERENDERED_LIST_PAGES) - 1) }, (_, i) => ({ page: String(i + 2) })))

/** A list with /page/N: page 1 lives at the base path, so /page/1 redirects there. */
function paged(
  build: (ctx: NonNullable<Awaited<ReturnType<typeof loadRouteContext>>>, params: Params, page: number) => ReturnType<GetStaticProps<Props>> | Awaited<ReturnType<GetStaticProps<Props>>>,
  basePath: (params: Params) => string,
): GetStaticProps<Props> {
  return route(async (params) => {
    const ctx = await loadRouteContext(one(params.variant))
    if (!ctx) return notFound()
    if (params.page === '1') {
      // With the base path written out (not added by Next): '/blog', not '/blog/' then '/blog'.
      const destination = withBasePath(withVariant(basePath(params), ctx.variant))
      return { redirect: { destination, permanent: false, basePath: false }, revalidate: ctx.config.NEXT_REVALIDATE_SECOND }
    }
    const page = parsePageParam(params.page)
    return page === null ? notFound(ctx) : build(ctx, params, page)
  })
}

const name = (params: Params, key: string) => one(params[key]) ?? ''

const homeProps_ = paged(async (ctx, _p, page) => withIndexPage(ctx, await withListPreviews(ctx, homeProps(ctx, page))), () => '/')
export const homeRoute = { getStaticPaths: defaultOnly, getStaticProps: homeProps_ }
export const homePagedRoute = {
  getStaticPaths: (async () => {
    const ctx = await loadRouteContext(DEFAULT_VARIANT)
    if (!ctx) return renderOnDemand({})
    return numberedPages(Math.ceil(homePosts(ctx).length / ctx.config.POSTS_PER_PAGE))
  }) satisfies GetStaticPaths,
  getStaticProps: homeProps_,
}

const categoryProps_ = paged(
  (ctx, p, page) => withListPreviews(ctx, categoryProps(ctx, name(p, 'category'), page)),
  (p) => `/category/${encodeURIComponent(name(p, 'category'))}`,
)
/** /category/X: every category's first page is pre-rendered. */
export const categoryRoute = {
  getStaticPaths: (async () => {
    const { site } = await getSiteData()
    return variantPaths(site.categories.map((c) => ({ category: c.name })))
  }) satisfies GetStaticPaths,
  getStaticProps: categoryProps_,
}
/** /category/X/page/N (and /category/X in tests): rendered on first visit. */
export const categoryListRoute = { getStaticPaths: renderOnDemand, getStaticProps: categoryProps_ }

const tagProps_ = paged(
  (ctx, p, page) => withListPreviews(ctx, tagProps(ctx, name(p, 'tag'), page)),
  (p) => `/tag/${encodeURIComponent(name(p, 'tag'))}`,
)
/** /tag/X: the first page of the most used tags is pre-rendered. */
export const tagRoute = {
  getStaticPaths: (async () => {
    const { site } = await getSiteData()
    const used = [...site.tags].sort((a, b) => b.count - a.count).slice(0, PRERENDERED_TAGS)
    return variantPaths(used.map((t) => ({ tag: t.name })))
  }) satisfies GetStaticPaths,
  getStaticProps: tagProps_,
}
export const tagListRoute = { getStaticPaths: renderOnDemand, getStaticProps: tagProps_ }

const searchProps_ = paged(
  (ctx, p, page) => withListPreviews(ctx, searchProps(ctx, name(p, 'keyword'), page)),
  (p) => (name(p, 'keyword') ? `/search/${encodeURIComponent(name(p, 'keyword'))}` : '/search'),
)
export const searchRoute = { getStaticPaths: defaultOnly, getStaticProps: searchProps_ }
/** How long a shared cache (a CDN, a proxy) may keep one keyword's results. */
const SEARCH_RESULTS_SHARED_CACHE_SECONDS = 60

/**
 * /search/<keyword>: any text a visitor types is a new URL, so these pages are rendered per
 * request and never kept as ISR files (a crawler with a million keywords would fill the disk).
 * Shared caches may keep each answer for a minute.
 */
export const searchResultsRoute: { getStaticProps: GetStaticProps<Props>; getServerSideProps: GetServerSideProps<Props> } = {
  /** The props alone (what the page renders), for tests and scripts. */
  getStaticProps: searchProps_,
  getServerSideProps: async ({ params, res }) => {
    const result = await searchProps_({ params: params ?? {} })
    const seconds = SEARCH_RESULTS_SHARED_CACHE_SECONDS
    res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}`)
    if ('props' in result) return { props: result.props }
    if ('redirect' in result) return { redirect: result.redirect }
    return { notFound: true }
  },
}

function simple(build: (ctx: NonNullable<Awaited<ReturnType<typeof loadRouteContext>>>) => Awaited<ReturnType<GetStaticProps<Props>>>) {
  return {
    getStaticPaths: defaultOnly,
    getStaticProps: route(async (params) => {
      const ctx = await loadRouteContext(one(params.variant))
      return ctx ? build(ctx) : notFound()
    }),
  }
}

const archiveProps_ = paged((ctx, _p, page) => archiveProps(ctx, page), () => '/archive')
/** /archive: the newest months (page 1). */
export const archiveRoute = { getStaticPaths: defaultOnly, getStaticProps: archiveProps_ }
/** /archive/page/N: the first few pre-rendered, the rest on first visit; past the last, a 404. */
export const archivePagedRoute = {
  getStaticPaths: (async () => {
    const ctx = await loadRouteContext(DEFAULT_VARIANT)
    return ctx ? numberedPages(archivePagesOf(ctx).length) : renderOnDemand({})
  }) satisfies GetStaticPaths,
  getStaticProps: archiveProps_,
}
export const categoryIndexRoute = simple(categoryIndexProps)
export const tagIndexRoute = simple(tagIndexProps)

export const articleRoute = {
  getStaticPaths: (async () => {
    const { site } = await getSiteData()
    const newest = site.posts.filter((p) => !p.external).slice(0, PRERENDERED_POSTS)
    const pages = site.routable.filter((p) => p.type === 'Page' && p.status === 'Published')
    const paths = [...newest, ...pages].map((p) => ({
      params: { variant: DEFAULT_VARIANT, slug: p.href.split('/').filter(Boolean).map(decodeURIComponent) },
    }))
    return { paths, fallback: 'blocking' }
  }) satisfies GetStaticPaths,
  getStaticProps: route(async (params) => {
    const ctx = await loadRouteContext(one(params.variant))
    const slug = params.slug
    if (!ctx || !Array.isArray(slug) || slug.length === 0) return notFound(ctx)
    return articleProps(ctx, slug)
  }),
}

/**
 * pages/404.tsx: the not-found page in the default variant, plus every site's and theme's
 * settings so the browser can show it in the variant the address asks for (not-found-variant).
 */
export const notFoundPage: GetStaticProps<NotFoundPageProps> = async () => {
  const loaded = await loadRouteContext(DEFAULT_VARIANT)
  if (!loaded) throw new Error('the default variant must always load')
  const ctx = forAnyTheme(loaded)
  const result = withDrawableBodies(notFoundPageProps(ctx))
  if (!('props' in result)) throw new Error('the not-found page always has props')
  return { ...result, props: { ...result.props, sites: await notFoundSites(ctx) } }
}
