// Fonts. External font stylesheets load only when listed here, and only the owner's
// environment or files may list them (stylesheets are code).
import { z } from 'zod'
import { assetUrl, commaList, cssFontList, httpUrl } from '@/lib/config/field-types'
import { envOnly } from '@/lib/config/setting-flags'

export const fontSettings = z.object({
  FONT_STYLE: z.enum(['sans', 'serif']).default('sans').describe('Body text style: sans or serif'),
  FONT_SANS: cssFontList()
    .default(
      'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
    )
    .describe('CSS font-family list for sans text'),
  FONT_SERIF: cssFontList()
    .default('Georgia, "Songti SC", "Noto Serif CJK SC", serif')
    .describe('CSS font-family list for serif text'),
  FONT_URL: envOnly(
    commaList(httpUrl()).default([]).describe('Font stylesheets to load (comma-separated URLs)'),
  ),
  FONT_ICON_CSS_URL: envOnly(
    assetUrl()
      .default('')
      .describe('Stylesheet for the icon classes menus use (e.g. fas fa-home); empty: none'),
  ),
})
