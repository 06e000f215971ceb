// The owner's page look across every theme: backgrounds, font families, font and icon-font
// stylesheets (BACKGROUND_*, FONT_*). Only what differs from the defaults travels: a site at
// the defaults carries nothing, since styles/globals.css already holds the default families.
import type { SiteConfig } from '@/lib/config'
import { siteConfigSchema } from '@/lib/config/site-schema'
import { mergeSources, originOf, sourcesFor, type CspSources } from '@/lib/security/csp-sources'

export interface SiteLook {
  /** BACKGROUND_LIGHT / BACKGROUND_DARK; '' leaves the theme's own. */
  background?: { light: string; dark: string }
  /** FONT_SANS / FONT_SERIF when changed; `body: 'serif'` for FONT_STYLE=serif. */
  fonts?: { sans?: string; serif?: string; body?: 'serif' }
  /** FONT_URL, then FONT_ICON_CSS_URL: the stylesheets every page links. */
  stylesheets?: string[]
  /** FONT_ICON_CSS_URL is set: menus draw icon class names with its font. */
  iconClasses?: true
}

type LookSettings = Pick<
  SiteConfig,
  'BACKGROUND_LIGHT' | 'BACKGROUND_DARK' | 'FONT_STYLE' | 'FONT_SANS' | 'FONT_SERIF' | 'FONT_URL' | 'FONT_ICON_CSS_URL'
>

const DEFAULT = siteConfigSchema.pick({ FONT_SANS: true, FONT_SERIF: true }).parse({})

function fontsOf(c: LookSettings): SiteLook['fonts'] {
  const fonts: NonNullable<SiteLook['fonts']> = {}
  if (c.FONT_SANS.trim() !== DEFAULT.FONT_SANS) fonts.sans = c.FONT_SANS.trim()
  if (c.FONT_SERIF.trim() !== DEFAULT.FONT_SERIF) fonts.serif = c.FONT_SERIF.trim()
  if (c.FONT_STYLE === 'serif') fonts.body = 'serif'
  return Object.keys(fonts).length > 0 ? fonts : undefined
}

/** The look to carry in the site chrome; undefined while every setting is at its default. */
export function siteLookOf(c: LookSettings): SiteLook | undefined {
  const look: SiteLook = {}
  if (c.BACKGROUND_LIGHT || c.BACKGROUND_DARK) look.background = { light: c.BACKGROUND_LIGHT, dark: c.BACKGROUND_DARK }
  const fonts = fontsOf(c)
  if (fonts) look.fonts = fonts
  const stylesheets = [...c.FONT_URL, c.FONT_ICON_CSS_URL].filter(Boolean)
  if (stylesheets.length > 0) look.stylesheets = stylesheets
  if (c.FONT_ICON_CSS_URL) look.iconClasses = true
  return Object.keys(look).length > 0 ? look : undefined
}

/**
 * Font services whose stylesheets name font files on another host. Any other stylesheet's
 * fonts are allowed from its own host; a third host goes in CUSTOM_EXTERNAL_HOSTS.
 */
const FONT_FILE_HOSTS: Record<string, string> = {
  'https://fonts.googleapis.com': 'https://fonts.gstatic.com',
  'https://fonts.googleapis.cn': 'https://fonts.gstatic.cn',
  'https://fonts.loli.net': 'https://gstatic.loli.net',
}

/** What the look's stylesheets need from the Content-Security-Policy. */
export function siteLookCspSources(look: SiteLook | undefined): CspSources {
  const sheets = look?.stylesheets ?? []
  const fileHosts = sheets.map((url) => FONT_FILE_HOSTS[originOf(url) ?? ''] ?? '')
  return mergeSources(sourcesFor(sheets, ['style', 'font']), sourcesFor(fileHosts, ['font']))
}
