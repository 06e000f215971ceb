// Whether and how the policy is sent: CSP_ENABLED turns it off, CSP_REPORT_ONLY makes it
// report instead of block. Development servers get none: their module runtime evaluates code
// (eval) and injects scripts for hot reloading.
import type { SiteConfig } from '@/lib/config'

export type CspMode = 'enforce' | 'report-only' | 'off'

export type CspModeSettings = Pick<SiteConfig, 'CSP_ENABLED' | 'CSP_REPORT_ONLY'>

export function cspMode(settings: CspModeSettings, production = process.env.NODE_ENV === 'production'): CspMode {
  if (!production || !settings.CSP_ENABLED) return 'off'
  return settings.CSP_REPORT_ONLY ? 'report-only' : 'enforce'
}
