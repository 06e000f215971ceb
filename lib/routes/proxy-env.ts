// The settings the proxy needs, resolved like every other setting: defaults < blog.config.ts
// < environment. The workspace Config row cannot reach the proxy (it runs on every request,
// before any Notion data), so these settings are environment or blog.config.ts only. LANG may
// also be set in the Config row; the proxy sees only the blog.config.ts/environment value.
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { SiteConfig } from '@/lib/config'
import { BUILT_THEMES } from '@/themes/built.generated'
import type { ProxyEnv } from './proxy-rewrite'
import { warnUnknownTheme } from './unknown-theme'
import { reportOnlyHeader } from '@/lib/security/report-only-header'
import { securityHeaders } from './security-headers'

/** Every setting: the report-only CSP is made from the plugin and comment settings too. */
export type ProxySettings = SiteConfig

export function proxyEnv(settings: ProxySettings, builtThemes: readonly string[] = BUILT_THEMES): ProxyEnv {
  return {
    notionPageId: String(settings.NOTION_PAGE_ID ?? ''),
    postUrlPrefix: settings.POST_URL_PREFIX,
    redirectLang: settings.REDIRECT_LANG,
    siteLanguage: settings.LANG,
    builtThemes,
    onUnknownTheme: warnUnknownTheme,
    headers: { ...securityHeaders(settings), ...reportOnlyHeader(settings) },
    hasPublicFile: publicFileLookup(),
  }
}

/** public/ is fixed while the server runs: each path is looked up once. */
function publicFileLookup(root = path.join(process.cwd(), 'public')): (file: string) => boolean {
  const known = new Map<string, boolean>()
  return (file) => {
    let found = known.get(file)
    if (found === undefined) known.set(file, (found = existsSync(path.join(root, file))))
    return found
  }
}
