// Comment systems. Each backend is on when its id or server is set; all are off by default.
// Servers whose scripts the page loads are envOnly: scripts come from the owner, not the workspace.
import { z } from 'zod'
import { commaList, httpUrlOrEmpty } from '@/lib/config/field-types'
import { envOnly } from '@/lib/config/setting-flags'

export const commentSettings = z.object({
  COMMENT_ARTALK_SERVER: envOnly(
    httpUrlOrEmpty().default('').describe('Artalk server URL (its script is loaded from there)'),
  ),
  COMMENT_ARTALK_SITE: z.string().default('').describe('Artalk site name (empty: the site title)'),
  COMMENT_TWIKOO_ENV_ID: z.string().default('').describe('Twikoo environment id or server URL'),
  COMMENT_WALINE_SERVER_URL: httpUrlOrEmpty().default('').describe('Waline server URL'),
  COMMENT_VALINE_APP_ID: z.string().default('').describe('Valine (LeanCloud) app id'),
  COMMENT_VALINE_APP_KEY: z
    .string()
    .default('')
    .describe('Valine (LeanCloud) app key: public by design'),
  COMMENT_GISCUS_REPO: z.string().default('').describe('Giscus repository, owner/name'),
  COMMENT_GISCUS_REPO_ID: z.string().default('').describe('Giscus repository id'),
  COMMENT_GISCUS_CATEGORY_ID: z.string().default('').describe('Giscus discussion category id'),
  COMMENT_GISCUS_MAPPING: z
    .enum(['pathname', 'url', 'title', 'og:title'])
    .default('pathname')
    .describe('How Giscus maps a page to a discussion'),
  COMMENT_CUSDIS_APP_ID: z.string().default('').describe('Cusdis app id'),
  COMMENT_CUSDIS_HOST: httpUrlOrEmpty().default('https://cusdis.com').describe('Cusdis host'),
  COMMENT_UTTERANCES_REPO: z.string().default('').describe('Utterances repository, owner/name'),
  COMMENT_GITALK_REPO: z.string().default('').describe('Gitalk repository name'),
  COMMENT_GITALK_OWNER: z.string().default('').describe('Gitalk repository owner'),
  COMMENT_GITALK_ADMIN: commaList(z.string())
    .default([])
    .describe('Gitalk admins (comma-separated GitHub users)'),
  COMMENT_GITALK_CLIENT_ID: z.string().default('').describe('Gitalk OAuth app client id'),
  COMMENT_GITALK_CLIENT_SECRET: z
    .string()
    .default('')
    .describe('Gitalk OAuth app client secret: Gitalk sends it to the browser by design'),
  COMMENT_WEBMENTION_ENABLED: z
    .boolean()
    .default(false)
    .describe('Accept webmentions (adds the webmention link tag)'),
  COMMENT_WEBMENTION_HOSTNAME: z
    .string()
    .default('')
    .describe('Your domain as registered at webmention.io'),
})
