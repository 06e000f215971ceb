// CSP_REPORT_ONLY: the policy as a Content-Security-Policy-Report-Only header from the proxy,
// since browsers ignore report-only policies in meta tags. The proxy runs before any Notion
// data, so this policy is made from the environment and blog.config.ts alone: a feature
// switched on only in the workspace's Config row shows up as reports here, not as blocked
// (the enforced policy, made by each page, includes it).
import { appearanceScript } from '@/components/appearance/appearance-script'
import { buildCommentConfig } from '@/lib/comments/config'
import type { SiteConfig } from '@/lib/config'
import { homeCspSources } from '@/lib/home/csp-hosts'
import { buildPluginChrome } from '@/lib/plugins/build'
import { siteLookCspSources, siteLookOf } from '@/lib/theme/site-look'
import { mergeSources } from './csp-sources'
import { cspMode } from './csp-mode'
import { pageCsp } from './page-csp'

export function reportOnlyHeader(c: SiteConfig): Record<string, string> {
  if (cspMode(c) !== 'report-only') return {}
  const look = siteLookOf(c)
  const chrome = {
    plugins: buildPluginChrome(c),
    comments: buildCommentConfig(c, { title: c.TITLE }),
    notionHost: c.NOTION_HOST.replace(/\/+$/, ''),
    csp: mergeSources(homeCspSources(c), siteLookCspSources(look)),
    look,
  }
  const appearance = appearanceScript({ preference: c.APPEARANCE, darkHours: [...c.APPEARANCE_DARK_TIME] as [number, number] })
  const policy = pageCsp({ chrome, inlineScripts: [appearance], customHosts: c.CUSTOM_EXTERNAL_HOSTS })
  return { 'Content-Security-Policy-Report-Only': policy }
}
