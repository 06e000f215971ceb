// Analytics, visitor counters and search-engine verification. All off by default.
import { z } from 'zod'
import { assetUrl } from '@/lib/config/field-types'
import { envOnly } from '@/lib/config/setting-flags'

export const analyticsSettings = z.object({
  ANALYTICS_GOOGLE_ID: z.string().default('').describe('Google Analytics measurement id (G-…)'),
  ANALYTICS_BAIDU_ID: z.string().default('').describe('Baidu Tongji id'),
  ANALYTICS_CNZZ_ID: z.string().default('').describe('CNZZ id'),
  ANALYTICS_UMAMI_ID: z.string().default('').describe('Umami website id'),
  ANALYTICS_UMAMI_SCRIPT_URL: envOnly(assetUrl().default('').describe('Umami tracker script URL')),
  ANALYTICS_VERCEL: z.boolean().default(false).describe('Vercel Web Analytics'),
  ANALYTICS_BUSUANZI_ENABLED: z
    .boolean()
    .default(false)
    .describe('Page-view and visitor counters (busuanzi)'),
  SEO_GOOGLE_SITE_VERIFICATION: z
    .string()
    .default('')
    .describe('google-site-verification meta value'),
  SEO_BAIDU_SITE_VERIFICATION: z
    .string()
    .default('')
    .describe('baidu-site-verification meta value'),
})
