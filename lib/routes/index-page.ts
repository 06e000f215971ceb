// A home page that shows one of the site's pages (a documentation site's introduction, a
// company site's front page). A theme asks for it with a `<THEME>_INDEX_PAGE` setting holding
// a slug; the home's data then carries that page's article. A slug that names no visible page
// is reported once and the home falls back to its post list.
import { safeDecode } from '@/lib/site/safe-decode'
import type { GetStaticPropsResult } from 'next'
import type { PostSummary } from '@/lib/site/types'
import { articleData } from './article'
import type { RouteContext } from './context'
import type { ThemePageProps } from './types'

const reported = new Set<string>()

/** The slug the active theme's `<THEME>_INDEX_PAGE` names, '' when the theme has none. */
export function indexPageSlug(ctx: RouteContext): string {
  const key = `${ctx.variant.theme.toUpperCase()}_INDEX_PAGE`
  const value = ctx.themeConfig[key]
  return typeof value === 'string' ? value.trim().replace(/^\/+|\/+$/g, '') : ''
}

function findIndexPage(ctx: RouteContext, slug: string): PostSummary | undefined {
  const wanted = safeDecode(slug).toLowerCase()
  const matches = (p: PostSummary) => p.slug.toLowerCase() === wanted || p.href.toLowerCase() === `/${wanted}`
  return ctx.data.site.routable.find(matches)
}

export async function withIndexPage<P extends ThemePageProps>(
  ctx: RouteContext,
  result: GetStaticPropsResult<P>,
): Promise<GetStaticPropsResult<P>> {
  if (!('props' in result) || result.props.layout !== 'LayoutIndex') return result
  const slug = indexPageSlug(ctx)
  if (!slug) return result
  const page = findIndexPage(ctx, slug)
  if (!page) {
    const key = `${ctx.variant.theme.toUpperCase()}_INDEX_PAGE`
    if (!reported.has(`${key}=${slug}`)) {
      reported.add(`${key}=${slug}`)
      console.warn(`[config] ${key} = "${slug}" names no visible page: the home page shows the post list instead`)
    }
    return { ...result, props: { ...result.props, data: { ...result.props.data, indexPage: null } } }
  }
  const indexPage = await articleData(ctx, page)
  return { ...result, props: { ...result.props, data: { ...result.props.data, indexPage } } }
}
