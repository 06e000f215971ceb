// Optional integrations: the plugin switch, sign-in, AI summaries, small assets, and the
// owner's own scripts and styles (files they deploy or URLs in the environment, never
// workspace text).
import { z } from 'zod'
import { assetUrl, commaList, count, httpUrlOrEmpty } from '@/lib/config/field-types'
import { envOnly, secret } from '@/lib/config/setting-flags'

/** A CSP host source: scheme and host, or a host; a leading `*.` for every subdomain. */
const CSP_HOST = /^(?:(?:https?|wss?):\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?$/i

export const pluginSettings = z.object({
  DISABLE_PLUGIN: z
    .boolean()
    .default(false)
    .describe(
      'Turn every plugin off: analytics and counters, ads, chat, music, live2d, effects, small assets, visitor map, webmention link, AI summary and custom CSS/JS. Not sign-in: Clerk is on exactly when both Clerk keys are set at build time',
    ),
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: envOnly(
    z
      .string()
      .default('')
      .describe('Clerk publishable key (environment only, read at build time: rebuild after setting it); sign-in is on only with both Clerk keys, whatever DISABLE_PLUGIN says'),
  ),
  CLERK_SECRET_KEY: secret(z.string().default('').describe('Clerk secret key (environment only)')),
  AI_SUMMARY_API: envOnly(
    httpUrlOrEmpty()
      .default('')
      .describe(
        'AI summary service URL: when set, articles show an AI-written summary (the service receives the post text; see README "AI summary service")',
      ),
  ),
  AI_SUMMARY_KEY: secret(z.string().default('').describe('AI summary service key, sent as "Authorization: Bearer <key>" (needs AI_SUMMARY_API)')),
  AI_SUMMARY_CACHE_SECONDS: count(0).default(1800).describe('Seconds a summary is cached'),
  AI_SUMMARY_WORD_LIMIT: count(1).default(1000).describe('Words of post text sent for a summary'),
  IMG_SHADOW_ENABLED: z.boolean().default(false).describe('A soft shadow under article images'),
  ICONFONT_ENABLED: envOnly(
    z.boolean().default(false).describe('Load the icon-font script you deploy at /webfonts/iconfont.js'),
  ),
  SPOILER_TEXT_TAG: z
    .string()
    .max(20)
    .regex(/^\S*$/, 'expected a tag without spaces, such as [sp]')
    .default('')
    .describe('Tag pair that hides article text until hovered, e.g. [sp]hidden[sp] (empty: off)'),
  CUSTOM_CSS_ENABLED: z
    .boolean()
    .default(false)
    .describe('Load the stylesheet you deploy as public/css/custom.css (while the file is missing: a build warning, no link)'),
  CUSTOM_JS_ENABLED: envOnly(
    z.boolean().default(false).describe('Load the script you deploy as public/js/custom.js (while the file is missing: a build warning, no script)'),
  ),
  CUSTOM_EXTERNAL_CSS: envOnly(
    commaList(assetUrl()).default([]).describe('Extra stylesheets to load (comma-separated)'),
  ),
  CUSTOM_EXTERNAL_JS: envOnly(
    commaList(assetUrl()).default([]).describe('Extra scripts to load (comma-separated)'),
  ),
  CUSTOM_EXTERNAL_HOSTS: envOnly(
    commaList(z.string().regex(CSP_HOST, 'expected hosts such as https://cdn.example.com or *.example.com'))
      .default([])
      .describe(
        'Hosts your custom scripts and stylesheets load from or talk to, allowed by the Content-Security-Policy (comma-separated, e.g. https://api.example.com, *.example.net)',
      ),
  ),
})
