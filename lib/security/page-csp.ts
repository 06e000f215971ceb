// The policy one HTML page carries (pages/_document.tsx): the site's declared sources and the
// hashes of the inline scripts that page runs. Computed where the page is rendered because the
// settings that switch features on may come from the workspace's Config row, which only the
// page render knows (the proxy runs before any Notion data): see README "Security".
import { buildCsp } from './csp'
import { scriptHash } from './script-hash'
import { siteCspSources, type ChromeForCsp } from './site-sources'

export interface PageCspInput {
  chrome: ChromeForCsp | undefined
  /** The active theme's settings (its form endpoints). */
  themeConfig?: Readonly<Record<string, unknown>>
  /** The text of every inline script the page runs. */
  inlineScripts: readonly string[]
  /** CUSTOM_EXTERNAL_HOSTS. */
  customHosts: readonly string[]
}

export function pageCsp({ chrome, themeConfig, inlineScripts, customHosts }: PageCspInput): string {
  const sources = siteCspSources(chrome, themeConfig, customHosts)
  return buildCsp({ sources, scriptHashes: inlineScripts.map(scriptHash) })
}
