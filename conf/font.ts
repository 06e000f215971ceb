// Fonts. External font stylesheets load only when listed here, and only the owner's
// environment or files may list them (stylesheets are code). The defaults are also written in
// styles/globals.css, so a page at the defaults carries nothing for them (a test compares).
import { z } from 'zod'
import { assetUrl, commaList, cssFontList, httpUrl } from '@/lib/config/field-types'
import { envOnly } from '@/lib/config/setting-flags'

export const fontSettings = z.object({
  FONT_STYLE: z
    .enum(['sans', 'serif'])
    .default('sans')
    .describe("Body text style: sans or serif (every theme's running text and article bodies)"),
  FONT_SANS: cssFontList()
    .default(
      'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
    )
    .describe('CSS font-family list for sans text (name a FONT_URL family first to use it)'),
  FONT_SERIF: cssFontList()
    .default('Georgia, "Songti SC", "Noto Serif CJK SC", serif')
    .describe(
      'CSS font-family list for serif text: bodies with FONT_STYLE=serif, and the headings themes set in serif',
    ),
  FONT_URL: envOnly(
    commaList(httpUrl())
      .default([])
      .describe(
        "Font stylesheets every page links, e.g. a Google Fonts css2 URL (comma-separated); the CSP allows their hosts and Google Fonts' font files",
      ),
  ),
  FONT_ICON_CSS_URL: envOnly(
    assetUrl()
      .default('')
      .describe(
        'Icon-font stylesheet (e.g. Font Awesome); with it, menu icons written as classes (fas fa-home) use that font instead of the built-in icons (empty: none)',
      ),
  ),
})
