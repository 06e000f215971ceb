// The analytics services and the visitor counter the owner configured.
import type { SiteConfig } from '@/lib/config'
import { readershipEnabled } from '@/lib/readership/enabled'
import type { AnalyticsPlugins } from '../types'

const UMAMI_CLOUD_SCRIPT = 'https://cloud.umami.is/script.js'

export function selectAnalytics(c: SiteConfig): AnalyticsPlugins | undefined {
  const a: AnalyticsPlugins = {}
  if (c.ANALYTICS_GOOGLE_ID) a.google = { id: c.ANALYTICS_GOOGLE_ID }
  if (c.ANALYTICS_BAIDU_ID) a.baidu = { id: c.ANALYTICS_BAIDU_ID }
  if (c.ANALYTICS_CNZZ_ID) a.cnzz = { id: c.ANALYTICS_CNZZ_ID }
  if (c.ANALYTICS_51LA_ID) a.la51 = { id: c.ANALYTICS_51LA_ID, ck: c.ANALYTICS_51LA_CK || c.ANALYTICS_51LA_ID }
  if (c.ANALYTICS_MATOMO_URL && c.ANALYTICS_MATOMO_SITE_ID) {
    a.matomo = { url: c.ANALYTICS_MATOMO_URL.replace(/\/+$/, ''), siteId: c.ANALYTICS_MATOMO_SITE_ID }
  }
  if (c.ANALYTICS_ACKEE_TRACKER_URL && c.ANALYTICS_ACKEE_SERVER_URL && c.ANALYTICS_ACKEE_DOMAIN_ID) {
    a.ackee = {
      trackerUrl: c.ANALYTICS_ACKEE_TRACKER_URL,
      serverUrl: c.ANALYTICS_ACKEE_SERVER_URL,
      domainId: c.ANALYTICS_ACKEE_DOMAIN_ID,
    }
  }
  if (c.ANALYTICS_CLARITY_ID) a.clarity = { id: c.ANALYTICS_CLARITY_ID }
  if (c.ANALYTICS_UMAMI_ID) {
    a.umami = { id: c.ANALYTICS_UMAMI_ID, scriptUrl: c.ANALYTICS_UMAMI_SCRIPT_URL || UMAMI_CLOUD_SCRIPT }
  }
  if (c.ANALYTICS_VERCEL) a.vercel = true
  return Object.keys(a).length > 0 ? a : undefined
}

export function selectCounter(c: SiteConfig): { url: string } | undefined {
  return c.ANALYTICS_BUSUANZI_ENABLED ? { url: c.ANALYTICS_BUSUANZI_URL } : undefined
}

type Env = Readonly<Record<string, string | undefined>>

export function selectReadership(c: SiteConfig, env: Env): { enabled: true } | undefined {
  return readershipEnabled(c, env) ? { enabled: true } : undefined
}
