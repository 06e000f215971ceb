// GET /api/og/[<lang>/](site|post/<post's path>).png → the social card (PNG, 1200×630) that
// og:image and twitter:image name when a page has no cover social sites can show
// (lib/routes/seo.ts socialImage). Only listed and reachable posts and pages have one: an
// Invisible post, a draft or an unknown path is a 404. `?v=` equal to the card's version makes
// the answer cacheable for good; any other (an old page's) gets the current card, briefly cached.
import type { NextApiRequest, NextApiResponse } from 'next'
import { publicCache, queryValue, readOnly, sendText, sendUnavailable } from '@/lib/feeds/http'
import { findByPath } from '@/lib/routes/article'
import { loadRouteContext, type RouteContext } from '@/lib/routes/context'
import { encodeVariant } from '@/lib/routes/variant'
import { cardVersion, postCardContent, siteCardContent, type CardContent } from './card-content'
import { parseCardPath, type CardTarget } from './card-path'
import { renderCard } from './render-card'

type Loader = typeof loadRouteContext

const FOREVER = 'public, max-age=31536000, immutable'

function contentOf(ctx: RouteContext, target: CardTarget): CardContent | null {
  if (target.kind === 'site') return siteCardContent(ctx)
  const found = findByPath(ctx.data.site.routable, target.href.split('/').filter(Boolean))
  if (!found?.canonical || found.post.status === 'Invisible' || found.post.external) return null
  return postCardContent(ctx, found.post)
}

function segmentsOf(value: string | string[] | undefined): string[] {
  if (Array.isArray(value)) return value
  return value ? [value] : []
}

export function createCardHandler(load: Loader = loadRouteContext) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    if (!readOnly(req, res)) return
    const request = parseCardPath(segmentsOf(req.query.card))
    if (!request) return sendText(res, 404, 'Not found\n')
    let ctx: RouteContext | null
    try {
      ctx = await load(encodeVariant({ site: request.siteLang }))
    } catch (error) {
      return sendUnavailable(res, 'social card', error)
    }
    const content = ctx && contentOf(ctx, request.target)
    if (!ctx || !content) {
      res.setHeader('Cache-Control', publicCache(ctx?.config.NEXT_REVALIDATE_SECOND ?? 60))
      return sendText(res, 404, 'Not found\n')
    }
    const version = cardVersion(content)
    const etag = `"${version}"`
    res.setHeader('ETag', etag)
    res.setHeader('Cache-Control', queryValue(req.query.v) === version ? FOREVER : publicCache(ctx.config.NEXT_REVALIDATE_SECOND))
    if (req.headers['if-none-match'] === etag) {
      res.status(304)
      res.end()
      return
    }
    const png = await renderCard(content, version)
    res.status(200)
    res.setHeader('Content-Type', 'image/png')
    res.setHeader('Content-Length', String(png.length))
    res.send(png)
  }
}
