// Site identity, language, theme and appearance.
import { z } from 'zod'
import {
  count,
  hexColorOrEmpty,
  hourOfDay,
  httpUrlOrEmpty,
  languageTag,
  timeZone,
} from '@/lib/config/field-types'
import { envOnly } from '@/lib/config/setting-flags'
import { subPathSetting } from '@/lib/routes/sub-path-setting'
import { DEFAULT_THEME, THEME_NAMES } from '@/lib/theme/theme-names'

export { THEME_NAMES, type ThemeName } from '@/lib/theme/theme-names'

export const siteSettings = z.object({
  TITLE: z.string().default('').describe('Site title; empty uses the title of the Notion database'),
  DESCRIPTION: z
    .string()
    .default('')
    .describe('Site description; empty uses the database description'),
  AUTHOR: z.string().default('').describe('Author name shown in headers, footers and feeds'),
  BIO: z.string().default('').describe('One-line author bio'),
  LINK: httpUrlOrEmpty()
    .default('')
    .describe("The site's public URL, for canonical links, sitemap and feeds"),
  SINCE: count(1900, 9999)
    .default(2021)
    .describe('First year of the copyright range in the footer'),
  KEYWORDS: z.string().default('').describe('Comma-separated SEO keywords'),
  AVATAR: z.string().default('').describe('Avatar image URL or path; empty uses the site icon'),
  FAVICON: z.string().default('/favicon.ico').describe('Favicon URL or path'),
  HOME_BANNER_IMAGE: z
    .string()
    .default('')
    .describe('Home banner image URL; empty uses the database cover'),
  BEI_AN: z
    .string()
    .default('')
    .describe('ICP registration number shown in the footer (empty: hidden)'),
  BEI_AN_LINK: httpUrlOrEmpty()
    .default('https://beian.miit.gov.cn/')
    .describe('Where the BEI_AN text links to'),
  LANG: languageTag()
    .default('zh-CN')
    .describe('Site language, e.g. zh-CN or en-US (unknown ones fall back to English)'),
  // Read by the proxy on every request, before any Notion data: the Config row cannot reach it.
  REDIRECT_LANG: envOnly(
    z
      .boolean()
      .default(false)
      .describe("Redirect to a language prefix path that matches the browser's language"),
  ),
  TIMEZONE: timeZone()
    .default('UTC')
    .describe('Time zone for publish days and dates that carry none (IANA name)'),
  THEME: z
    .enum(THEME_NAMES)
    .default(DEFAULT_THEME)
    .describe('Theme: ' + THEME_NAMES.join(', ')),
  THEME_SWITCH: z.boolean().default(false).describe('Show a floating theme switcher'),
  APPEARANCE: z
    .enum(['light', 'dark', 'auto'])
    .default('auto')
    .describe('light, dark, or auto (system preference, else dark hours)'),
  APPEARANCE_DARK_TIME: z
    .tuple([hourOfDay(), hourOfDay()])
    .default([18, 6])
    .describe('Dark hours for auto appearance: [from, to] (hours 0-23)'),
  // Empty by default, not the spec's #eeeeee and #000000: those would repaint every theme's
  // own page colour (README "Where Folio departs from the spec").
  BACKGROUND_LIGHT: hexColorOrEmpty()
    .default('')
    .describe("Page background in light mode, e.g. #eeeeee (empty: the theme's own)"),
  BACKGROUND_DARK: hexColorOrEmpty()
    .default('')
    .describe("Page background in dark mode, e.g. #000000 (empty: the theme's own)"),
  SUB_PATH: subPathSetting,
  RSS_ENABLED: z.boolean().default(true).describe('Publish /rss/feed.xml and show its link'),
})
