// GET /api/sitemap (served as /sitemap.xml, the sitemap index) and /api/sitemap/<file> (as
// /<file>, e.g. /sitemap-posts.xml), and /api/robots (served as /robots.txt). The index names
// the files of the default site and of every language site (`/en/…`).
import { getSiteData } from '@/lib/data/site-data'
import { siteBaseUrl } from './base-url'
import { publicCache, queryValue, readOnly, sendText, sendUnavailable, type ApiHandler, type SiteLoader } from './http'
import { languagePrefixes } from './language-sites'
import { buildRobots } from './robots'
import { renderSitemap } from './sitemap'
import { renderSitemapIndex, sitemapFiles } from './sitemap-index'

const XML = 'application/xml; charset=utf-8'

export function createSitemapHandler(load: SiteLoader = getSiteData): ApiHandler {
  return async (req, res) => {
    if (!readOnly(req, res)) return
    // pages/api/sitemap/[[...file]].ts: absent for the index.
    const wanted = queryValue(req.query.file)
    let body: string | null
    let cacheSeconds: number
    try {
      const main = await load()
      const base = siteBaseUrl(main.config.LINK, req.headers)
      const langs = languagePrefixes(main.config)
      const others = await Promise.all(langs.map((lang) => load(lang)))
      const files = sitemapFiles([{ site: main.site }, ...others.map((data, i) => ({ site: data.site, lang: langs[i] }))], base)
      const file = wanted === undefined ? undefined : files.find((f) => f.name === wanted)
      body = wanted === undefined ? renderSitemapIndex(files, base) : file ? renderSitemap(file.entries) : null
      cacheSeconds = main.config.NEXT_REVALIDATE_SECOND
    } catch (error) {
      return sendUnavailable(res, 'sitemap', error)
    }
    res.setHeader('Cache-Control', publicCache(cacheSeconds))
    if (body === null) return sendText(res, 404, 'Not found\n')
    sendText(res, 200, body, XML)
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
