// GET /api/sitemap (served as /sitemap.xml) and /api/robots (served as /robots.txt).
// One sitemap covers the default site and every language site (`/en/…`).
import { getSiteData } from '@/lib/data/site-data'
import { siteBaseUrl } from './base-url'
import { publicCache, readOnly, sendText, sendUnavailable, type ApiHandler, type SiteLoader } from './http'
import { languagePrefixes } from './language-sites'
import { buildRobots } from './robots'
import { renderSitemap, sitemapEntries } from './sitemap'

export function createSitemapHandler(load: SiteLoader = getSiteData): ApiHandler {
  return async (req, res) => {
    if (!readOnly(req, res)) return
    let body: string
    let cacheSeconds: number
    try {
      const main = await load()
      const base = siteBaseUrl(main.config.LINK, req.headers)
      const langs = languagePrefixes(main.config)
      const others = await Promise.all(langs.map((lang) => load(lang)))
      const entries = [
        ...sitemapEntries(main.site, base),
        ...others.flatMap((data, i) => sitemapEntries(data.site, base, langs[i])),
      ]
      body = renderSitemap(entries)
      cacheSeconds = main.config.NEXT_REVALIDATE_SECOND
    } catch (error) {
      return sendUnavailable(res, 'sitemap', error)
    }
    res.setHeader('Cache-Control', publicCache(cacheSeconds))
    sendText(res, 200, body, 'application/xml; charset=utf-8')
  }
}

export function createRobotsHandler(load: SiteLoader = getSiteData): ApiHandler {
  return async (req, res) => {
    if (!readOnly(req, res)) return
    let config
    try {
      config = (await load()).config
    } catch (error) {
      return sendUnavailable(res, 'robots.txt', error)
    }
    res.setHeader('Cache-Control', publicCache(config.NEXT_REVALIDATE_SECOND))
    sendText(res, 200, buildRobots(siteBaseUrl(config.LINK, req.headers)))
  }
}
