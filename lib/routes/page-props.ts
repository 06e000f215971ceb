// Shared plumbing for getStaticProps: the envelope every themed page gets, 404s, paging.
import type { GetStaticPropsResult } from 'next'
import type { RouteContext } from './context'
import { settingPictureRatios } from '@/lib/media/picture-ratio'
import { imagesUnderBasePath, withBasePath } from './base-path'
import { siteCardPath } from '@/lib/og/card-content'
import { finishSeo, pageUrl, socialImage } from './seo'
import type { LayoutDataMap, LayoutName, Pagination, SeoMeta, ThemePageProps } from './types'

export function revalidateSeconds(ctx: RouteContext): number {
  return ctx.config.NEXT_REVALIDATE_SECOND
}

export function notFound(ctx?: RouteContext | null): GetStaticPropsResult<never> {
  // Unknown pages are rechecked too: a post published later must stop being a 404.
  return ctx ? { notFound: true, revalidate: revalidateSeconds(ctx) } : { notFound: true, revalidate: 60 }
}

/** A page of this site (of its language site) as canonical URLs name it (see ./seo). */
export function absoluteUrl(ctx: RouteContext, path: string): string {
  return pageUrl(ctx.config.LINK, ctx.variant.prefix, path)
}

/**
 * A page's SEO data. JSON-LD names the home page (`/`) a WebSite; every other page built here
 * is a list (CollectionPage, the default) or a plain screen (WebPage), part of that WebSite.
 */
export function defaultSeo(ctx: RouteContext, path: string, kind: 'CollectionPage' | 'WebPage' = 'CollectionPage'): SeoMeta {
  const { info } = ctx.chrome
  const home = absoluteUrl(ctx, '/')
  const canonical = absoluteUrl(ctx, path)
  const website = { '@type': 'WebSite', name: info.title, url: home }
  return {
    description: info.description,
    canonical,
    ...socialImage(info.pageCover, siteCardPath(ctx)),
    type: 'website',
    keywords: ctx.config.KEYWORDS,
    jsonLd:
      path === '/'
        ? { '@context': 'https://schema.org', ...website }
        : { '@context': 'https://schema.org', '@type': kind, url: canonical, isPartOf: website },
  }
}

export function themedProps<L extends LayoutName>(
  ctx: RouteContext,
  layout: L,
  data: LayoutDataMap[L],
  title: string,
  seo: SeoMeta,
  extras: { picturePreviews?: Record<string, string> } = {},
): GetStaticPropsResult<ThemePageProps<L>> {
  const previews = Object.entries(extras.picturePreviews ?? {})
  return {
    props: {
      // Keyed as the page data names the pictures: under the base path.
      ...(previews.length > 0 ? { picturePreviews: Object.fromEntries(previews.map(([src, preview]) => [withBasePath(src), preview])) } : {}),
      layout,
      variant: ctx.variant,
      title,
      seo: finishSeo(seo, { layout, data, link: ctx.config.LINK }),
      chrome: imagesUnderBasePath(ctx.chrome),
      themeConfig: ctx.themeConfig,
      pictureRatios: settingPictureRatios(ctx.themeConfig),
      data: imagesUnderBasePath(data),
    },
    revalidate: revalidateSeconds(ctx),
  }
}

/** `undefined` → page 1; anything but a whole number from 2 up is invalid (null). */
export function parsePageParam(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1
  if (typeof raw !== 'string' || !/^[1-9]\d{0,5}$/.test(raw)) return null
  const page = Number(raw)
  // /page/1 is the list itself; the route redirects it, so here it is not a page.
  return page >= 2 ? page : null
}

export function paginate<T>(items: readonly T[], page: number, perPage: number, basePath: string) {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage))
  if (page > totalPages) return null
  const pagination: Pagination = { page, totalPages, basePath }
  return { items: items.slice((page - 1) * perPage, page * perPage), pagination }
}

export { titleOf } from './title'
