// Analytics, visitor counters and search-engine verification. All off by default; analytics
// and counters are also off in the owner's preview builds unless ANALYTICS_IN_PREVIEW says
// otherwise (verification metas are plain tags, written whenever set).
import { z } from 'zod'
import { assetUrl, count, httpUrl, httpUrlOrEmpty } from '@/lib/config/field-types'
import { envOnly, secret } from '@/lib/config/setting-flags'
import { serviceId } from '@/lib/plugins/setting-types'

export const analyticsSettings = z.object({
  ANALYTICS_GOOGLE_ID: serviceId().default('').describe('Google Analytics measurement id (G-…)'),
  ANALYTICS_BAIDU_ID: serviceId().default('').describe('Baidu Tongji id'),
  ANALYTICS_CNZZ_ID: serviceId().default('').describe('CNZZ id'),
  ANALYTICS_51LA_ID: serviceId().default('').describe('51.la site id'),
  ANALYTICS_51LA_CK: serviceId().default('').describe('51.la ck value (empty: the site id)'),
  ANALYTICS_MATOMO_URL: envOnly(
    httpUrlOrEmpty().default('').describe('Matomo server URL (serves matomo.js and matomo.php)'),
  ),
  ANALYTICS_MATOMO_SITE_ID: serviceId().default('').describe('Matomo site id'),
  ANALYTICS_ACKEE_TRACKER_URL: envOnly(
    assetUrl().default('').describe('Ackee tracker script URL'),
  ),
  ANALYTICS_ACKEE_SERVER_URL: envOnly(httpUrlOrEmpty().default('').describe('Ackee server URL')),
  ANALYTICS_ACKEE_DOMAIN_ID: serviceId().default('').describe('Ackee domain id'),
  ANALYTICS_CLARITY_ID: serviceId().default('').describe('Microsoft Clarity project id'),
  ANALYTICS_UMAMI_ID: serviceId().default('').describe('Umami website id'),
  ANALYTICS_UMAMI_SCRIPT_URL: envOnly(
    assetUrl()
      .default('')
      .describe('Umami tracker script URL (empty: https://cloud.umami.is/script.js)'),
  ),
  ANALYTICS_VERCEL: z
    .boolean()
    .default(false)
    .describe('Vercel Web Analytics (served by the host at /_vercel/insights)'),
  ANALYTICS_BUSUANZI_ENABLED: z
    .boolean()
    .default(false)
    .describe('Page-view and visitor counters (busuanzi) for footers and the analytics card'),
  ANALYTICS_BUSUANZI_URL: envOnly(
    httpUrl()
      .default('https://busuanzi.ibruce.info/busuanzi')
      .describe('Busuanzi-compatible counter endpoint (JSONP)'),
  ),
  ANALYTICS_IN_PREVIEW: z
    .boolean()
    .default(false)
    .describe('Also run analytics in preview builds and `next dev` (normally off there)'),
  SEO_GOOGLE_SITE_VERIFICATION: z
    .string()
    .default('')
    .describe('Content of the google-site-verification meta tag on every page (empty: none)'),
  SEO_BAIDU_SITE_VERIFICATION: z
    .string()
    .default('')
    .describe('Content of the baidu-site-verification meta tag on every page (empty: none)'),
  ANALYTICS_FOLIO_ENABLED: z
    .boolean()
    .default(false)
    .describe(
      "Folio's own page-view and visitor counter (needs a server; SQLite under FOLIO_CACHE_DIR, Redis with REDIS_URL); its figures replace busuanzi's",
    ),
  STATS_SECRET: secret(
    z
      .string()
      .default('')
      .describe("Bearer secret of GET /api/stats, the owner's readership figures (empty: always 401)"),
  ),
  ANALYTICS_FOLIO_POPULAR_COUNT: count(1, 50)
    .default(5)
    .describe('Posts in the "most read" widget (views of the last 30 days)'),
})
