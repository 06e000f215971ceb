// Every source a site's configured features declared, merged: plugins, comment backends, the
// home widgets, the active theme's form endpoints, the hosts the owner listed for custom
// scripts, and NOTION_HOST for Notion-hosted files.
import { commentCspSources } from '@/lib/comments/csp-hosts'
import { pluginCspSources } from '@/lib/plugins/csp-hosts'
import type { SiteChrome } from '@/lib/routes/types'
import { CSP_KINDS, mergeSources, sourcesFor, type CspSources } from './csp-sources'
import { themeCspSources } from './theme-sources'

export type ChromeForCsp = Partial<Pick<SiteChrome, 'plugins' | 'comments' | 'notionHost' | 'csp' | 'look'>>

/** A source as the owner wrote it (`https://a.example`, `*.example.com`, `wss://x.example`) for every kind. */
function everywhere(sources: readonly string[]): CspSources {
  return sources.length > 0 ? Object.fromEntries(CSP_KINDS.map((kind) => [kind, [...sources]])) : {}
}

export function siteCspSources(
  chrome: ChromeForCsp | undefined,
  themeConfig: Readonly<Record<string, unknown>> | undefined,
  customHosts: readonly string[],
): CspSources {
  return mergeSources(
    pluginCspSources(chrome?.plugins),
    commentCspSources(chrome?.comments),
    chrome?.csp ?? {},
    themeCspSources(themeConfig),
    // Owner scripts and stylesheets (font ones too) load what their author chose: the owner lists it.
    chrome?.plugins?.custom || chrome?.look?.stylesheets ? everywhere(customHosts) : {},
    // Notion files (images, videos, PDFs) go through NOTION_HOST's re-signing route; https is
    // allowed for those anyway, an http host (a local stand-in) is not.
    sourcesFor([chrome?.notionHost ?? ''], ['img', 'media', 'object', 'frame']),
  )
}
