// Articles and pages: /{prefix}/{slug}, /{slug}, and a raw page id of a visible row.
import { safeDecode } from '@/lib/site/safe-decode'
import type { GetStaticPropsResult } from 'next'
import { getArticle } from '@/lib/data/article'
import { bodyForPage, linkedPages } from '@/lib/data/body-for-page'
import { pageText } from '@/lib/notion/word-count'
import { bodyMedia } from '@/lib/notion/body-media'
import { getAiSummary } from '@/lib/plugins/ai-summary'
import { neighbours } from '@/lib/site/derive'
import { relatedPosts } from '@/lib/site/related'
import type { PostSummary } from '@/lib/site/types'
import { toPostLink } from './chrome'
import type { RouteContext } from './context'
import { absoluteUrl, notFound, themedProps, titleOf } from './page-props'
import type { LayoutDataMap, SeoMeta, ThemePageProps } from './types'
import { withVariant } from './links'
import { BASE_PATH } from '@/lib/routes/base-path'
import { postCardPath, siteCardPath } from '@/lib/og/card-content'
import { socialImage } from './seo'
import { picturePreviews } from '@/lib/images/picture-preview'
import { ownFileBytes } from '@/lib/images/own-file-bytes'

const ID_PATTERN = /^[0-9a-f]{32}$/

/** The post a path names: by its href, or by a raw page id as the last segment. */
export function findByPath(posts: readonly PostSummary[], segments: readonly string[]) {
  const path = `/${segments.map(safeDecode).join('/')}`
  const exact = posts.find((p) => safeDecode(p.href) === path)
  if (exact) return { post: exact, canonical: true }
  const last = segments.at(-1)?.replace(/-/g, '').toLowerCase() ?? ''
  const byId = ID_PATTERN.test(last) ? posts.find((p) => p.id === last) : undefined
  return byId ? { post: byId, canonical: false } : null
}

/** Posts are BlogPostings (og:type article); Page rows (About…) are WebPages of the site. */
function articleSeo(ctx: RouteContext, post: PostSummary): SeoMeta {
  const url = absoluteUrl(ctx, post.href)
  const common = {
    description: post.summary || ctx.chrome.info.description,
    canonical: url,
    // An Invisible post has no card of its own (the card route does not answer for it).
    ...(post.status === 'Invisible'
      ? socialImage(ctx.chrome.info.pageCover, siteCardPath(ctx))
      : socialImage(post.pageCover, postCardPath(ctx, post))),
    keywords: [...post.tags, ctx.config.KEYWORDS].filter(Boolean).join(', '),
  }
  const image = post.pageCover ? { image: post.pageCover } : {}
  if (post.type !== 'Post') {
    return {
      ...common,
      type: 'website',
      jsonLd: { '@context': 'https://schema.org', '@type': 'WebPage', name: post.title, description: post.summary, url, ...image },
    }
  }
  return {
    ...common,
    type: 'article',
    publishedTime: post.publishDate,
    modifiedTime: post.lastEditedDate,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.summary,
      datePublished: post.publishDate,
      dateModified: post.lastEditedDate,
      url,
      ...image,
      ...(ctx.chrome.author ? { author: { '@type': 'Person', name: ctx.chrome.author } } : {}),
    },
  }
}

/** An article's page data: body as served, neighbours and related posts (posts only), media. */
export async function articleData(ctx: RouteContext, post: PostSummary): Promise<LayoutDataMap['LayoutSlug']> {
  const article = await getArticle(post, ctx.siteLang, linkedPages(ctx.data.site))
  const around = post.type === 'Post' ? neighbours(ctx.data.site.posts, post.id) : { prev: null, next: null }
  // Summaries are made on the server only, never for locked posts (their text stays here).
  const aiSummary = article.body ? await getAiSummary(article.detail, pageText(article.body, post.id), ctx.config) : null
  const body = article.body && bodyForPage(article.body, ctx.config, ctx.data.site, BASE_PATH)
  return {
    post: article.detail,
    body,
    // From the body as shown, so a locked post (no body) lists nothing.
    media: body ? bodyMedia(body, post.id, ctx.chrome.notionHost) : [],
    prev: around.prev ? toPostLink(around.prev) : null,
    next: around.next ? toPostLink(around.next) : null,
    related: post.type === 'Post' ? relatedPosts(ctx.data.site.posts, post, ctx.config.POST_RECOMMEND_COUNT).map(toPostLink) : [],
    aiSummary,
  }
}

export async function articleProps(
  ctx: RouteContext,
  segments: readonly string[],
): Promise<GetStaticPropsResult<ThemePageProps<'LayoutSlug'>>> {
  const found = findByPath(ctx.data.site.routable, segments)
  if (!found) return notFound(ctx)
  const { post } = found
  if (!found.canonical) {
    return { redirect: { destination: withVariant(post.href, ctx.variant), permanent: false }, revalidate: ctx.config.NEXT_REVALIDATE_SECOND }
  }
  // The cover's preview is read alongside the body (a file of the site's own only).
  const [data, previews] = await Promise.all([articleData(ctx, post), picturePreviews([post.pageCover], ownFileBytes)])
  return themedProps(ctx, 'LayoutSlug', data, titleOf(post.title, ctx.chrome.info.title), articleSeo(ctx, post), { picturePreviews: previews })
}
