// Whether Folio's own readership counter runs: the one rule the page props (whether the browser
// sends views and asks for figures) and the API routes (whether they answer at all) share.
// Off in a static export (no server to count), with DISABLE_PLUGIN, and in the owner's preview
// builds unless ANALYTICS_IN_PREVIEW asks for analytics there too, like every other counter.
import type { SiteConfig } from '@/lib/config'
import { isStaticExport } from '@/lib/export/mode'
import { isPreviewBuild } from '@/lib/plugins/preview'

type Env = Readonly<Record<string, string | undefined>>

export type ReadershipSwitches = Pick<
  SiteConfig,
  'ANALYTICS_FOLIO_ENABLED' | 'DISABLE_PLUGIN' | 'ANALYTICS_IN_PREVIEW'
>

export function readershipEnabled(c: ReadershipSwitches, env: Env = process.env): boolean {
  if (!c.ANALYTICS_FOLIO_ENABLED || c.DISABLE_PLUGIN) return false
  if (isStaticExport()) return false
  return !isPreviewBuild(env) || c.ANALYTICS_IN_PREVIEW
}
