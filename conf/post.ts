// Lists, URLs, article pages and regeneration.
import { z } from 'zod'
import { commaList, count } from '@/lib/config/field-types'
import { envOnly, secret } from '@/lib/config/setting-flags'
import { TRUST_PROXY_MODES } from '@/lib/lock/client-address'
import { SHARE_SERVICES } from '@/lib/share/share-links'

export { SHARE_SERVICES }


const URL_PREFIX_SEGMENT = /^([\w-]|%(year|month|day|slug|category)%)+$/

export const postSettings = z.object({
  POSTS_PER_PAGE: count(1, 100).default(12).describe('Posts on each list page'),
  ARCHIVE_PAGE_SIZE: count(1, 10_000)
    .default(200)
    .describe(
      'Most posts on each archive page (/archive, then /archive/page/N): months stay whole where they fit; at 200 a page ships about 45 kB of page data',
    ),
  // The proxy reads it per request, where the workspace Config row never arrives.
  POST_URL_PREFIX: envOnly(
    z
      .string()
      .refine(
        (p) => p === '' || p.split('/').every((segment) => URL_PREFIX_SEGMENT.test(segment)),
        'expected segments of letters, digits, - and _ or %year% %month% %day% %slug% %category%, joined by /',
      )
      .default('article')
      .describe(
        'Article URL prefix pattern: article → /article/slug; empty → /slug; tokens %year% %month% %day% %slug% %category%',
      ),
  ),
  POST_SORT_BY: z
    .enum(['notion', 'date'])
    .default('notion')
    .describe('Post order: notion (the database view) or date (newest first)'),
  POST_LIST_STYLE: z
    .enum(['page', 'scroll'])
    .default('page')
    .describe('page: numbered pages; scroll: load more while scrolling'),
  TOP_TAG: z
    .string()
    .trim()
    .default('')
    .describe(
      "Pinned posts: those with this tag come first on the home page and its numbered pages, most recently edited first, with a pin mark (empty: no pinning; NotionNext's name)",
    ),
  POST_LIST_PREVIEW: z
    .boolean()
    .default(false)
    .describe('Show the start of the post body in list cards'),
  POST_PREVIEW_LINES: count(1, 100)
    .default(12)
    .describe('Lines of body shown by POST_LIST_PREVIEW'),
  POST_RECOMMEND_COUNT: count(0, 50)
    .default(6)
    .describe('Related posts under an article (0: none)'),
  POST_LATEST_COUNT: count(0, 50).default(6).describe('Latest posts (by last edit) in sidebars'),
  POST_TITLE_ICON: z.boolean().default(true).describe('Show the page icon before post titles'),
  POST_SCHEDULE_PUBLISH: z
    .boolean()
    .default(true)
    .describe('Hide posts whose date range does not contain now'),
  POST_SHARE_SERVICES: commaList(z.enum(SHARE_SERVICES))
    .default([...SHARE_SERVICES])
    .describe('Share buttons on posts, in order (comma-separated; empty: no share bar)'),
  FACEBOOK_APP_ID: z
    .string()
    .regex(/^\d*$/, 'expected the numeric app id from developers.facebook.com')
    .default('')
    .describe('Facebook app id for the Messenger share button, whose Send Dialog requires one (empty: no Messenger button)'),
  POST_COPYRIGHT: z.boolean().default(true).describe('Show the copyright block under articles'),
  POST_COPYRIGHT_LICENSE: z
    .string()
    .default('CC BY-NC-SA 4.0')
    .describe('Licence named in the copyright block'),
  TAG_SORT_BY_COUNT: z
    .boolean()
    .default(true)
    .describe('Sort tags by number of posts (else by database order)'),
  ARTICLE_EXPIRATION_ENABLED: z
    .boolean()
    .default(false)
    .describe('Warn readers on posts older than ARTICLE_EXPIRATION_DAYS'),
  ARTICLE_EXPIRATION_DAYS: count(1)
    .default(90)
    .describe('Age in days after which the warning shows'),
  ARTICLE_EXPIRATION_MESSAGE: z
    .string()
    .default('')
    .describe("Warning text; %%DAYS%% becomes the age in days (empty: the interface language's text)"),
  CAN_COPY: z
    .boolean()
    .default(true)
    .describe(
      'Let visitors select and copy text (false: on article pages copy and cut are refused for the whole page and the body, equations included, cannot be selected; form fields keep working)',
    ),
  NEXT_REVALIDATE_SECOND: count(1)
    .default(60)
    .describe('Seconds before a page is regenerated in the background'),
  POST_WAITING_TIME_FOR_404: count(0, 600)
    .default(8)
    .describe('Seconds a missing article waits before going to /404'),
  NOT_FOUND_REDIRECT_SECONDS: count(0, 600)
    .default(3)
    .describe('Seconds the 404 page shows its message before sending the visitor home'),
  REVALIDATE_SECRET: secret(
    z
      .string()
      .default('')
      .describe('Secret for the on-demand revalidate endpoint (empty: endpoint off)'),
  ),
  NOTION_WEBHOOK_SECRET: secret(
    z
      .string()
      .default('')
      .describe(
        "Verification token of the Notion webhook subscription: events to /api/notion/webhook signed with it regenerate the pages they change (empty: every event refused, only the one-time verification request is accepted)",
      ),
  ),
  TRUST_PROXY: envOnly(
    z
      .enum(TRUST_PROXY_MODES)
      .default('auto')
      .describe(
        'Whose X-Forwarded-For names the client for the password rate limit: auto (only a loopback or private peer, i.e. a reverse proxy), true (any peer: a proxy or CDN on a public address), false (ignore it, the socket address only)',
      ),
  ),
  UNLOCK_SECRET: secret(
    z
      .string()
      .refine((s) => s === '' || s.length >= 32, 'use at least 32 characters (e.g. openssl rand -hex 32)')
      .default('')
      .describe(
        'Key that signs the tokens keeping a password-locked post unlocked for 12 h (empty: random per server process, so unlocks end on restart and are not shared between instances)',
      ),
  ),
})
