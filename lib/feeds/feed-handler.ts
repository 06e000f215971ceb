// GET /api/feeds/<rss|atom|json>[?site=<language prefix>], reached through /rss/feed.xml,
// /rss/atom.xml, /rss/feed.json and their /<lang>/… forms (rewritten by the proxy).
import { getSiteData } from '@/lib/data/site-data'
import { siteBaseUrl } from './base-url'
import { buildFeed, renderFeed } from './feed'
import { FEED_CONTENT_TYPES, isFeedFormat } from './formats'
import { publicCache, queryValue, readOnly, sendText, sendUnavailable, type ApiHandler, type SiteLoader } from './http'
import { languagePrefixes } from './language-sites'

export function createFeedHandler(load: SiteLoader = getSiteData): ApiHandler {
  return async (req, res) => {
    if (!readOnly(req, res)) return
    const format = queryValue(req.query.format)
    const lang = queryValue(req.query.site) || undefined
    if (!isFeedFormat(format)) return sendText(res, 404, 'Not found\n')
    let body: string
    let cacheSeconds: number
    try {
      const data = await load(lang)
      const { config } = data
      cacheSeconds = config.NEXT_REVALIDATE_SECOND
      if (!config.RSS_ENABLED || (lang && !languagePrefixes(config).includes(lang))) {
        res.setHeader('Cache-Control', publicCache(cacheSeconds))
        return sendText(res, 404, 'Not found\n')
      }
      const base = siteBaseUrl(config.LINK, req.headers)
      body = renderFeed(buildFeed(data.site, config, base, { format, lang }), format)
    } catch (error) {
      return sendUnavailable(res, `feed ${format}`, error)
    }
    res.setHeader('Cache-Control', publicCache(cacheSeconds))
    sendText(res, 200, body, FEED_CONTENT_TYPES[format])
  }
}
