// Small assets (spec §7), the webmention link and the owner's own files.
import type { SiteConfig } from '@/lib/config'
import type { PluginChrome } from '../types'

export const CUSTOM_CSS_PATH = '/css/custom.css'
export const CUSTOM_JS_PATH = '/js/custom.js'

/** Which of the owner's files pages link: switched on and deployed (see ../owner-files.ts). */
export interface OwnerFiles {
  css: boolean
  js: boolean
}

type AssetPlugins = Pick<PluginChrome, 'imgShadow' | 'iconFont' | 'webmention' | 'custom'>

function webmention(c: SiteConfig): PluginChrome['webmention'] {
  const host = c.COMMENT_WEBMENTION_HOSTNAME.trim()
  if (!c.COMMENT_WEBMENTION_ENABLED || !host) return undefined
  const base = `https://webmention.io/${encodeURIComponent(host)}`
  return { endpoint: `${base}/webmention`, pingback: `${base}/xmlrpc` }
}

function customFiles(c: SiteConfig, owner: OwnerFiles): PluginChrome['custom'] {
  const css = [...(owner.css ? [CUSTOM_CSS_PATH] : []), ...c.CUSTOM_EXTERNAL_CSS].filter(Boolean)
  const js = [...(owner.js ? [CUSTOM_JS_PATH] : []), ...c.CUSTOM_EXTERNAL_JS].filter(Boolean)
  return css.length > 0 || js.length > 0 ? { css, js } : undefined
}

export function selectAssets(c: SiteConfig, owner: OwnerFiles): AssetPlugins {
  const assets: AssetPlugins = {}
  if (c.IMG_SHADOW_ENABLED) assets.imgShadow = true
  if (c.ICONFONT_ENABLED) assets.iconFont = true
  const mention = webmention(c)
  if (mention) assets.webmention = mention
  const custom = customFiles(c, owner)
  if (custom) assets.custom = custom
  return assets
}
