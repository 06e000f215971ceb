// Comment systems. Each backend is on when its required settings are set; all are off by default.
// Artalk, Twikoo, Waline, Valine, Giscus and Gitalk ship with the site from their official npm
// packages; Cusdis and Utterances load their official scripts. Everything whose script the page
// runs (servers, hosts, script URLs) is envOnly: scripts come from the owner, never from
// workspace content.
import { z } from 'zod'
import { assetUrl, commaList, httpUrlOrEmpty } from '@/lib/config/field-types'
import { envOnly } from '@/lib/config/setting-flags'

/** A script or stylesheet a backend loads: an http(s) URL or a site path (a local copy). */
const scriptUrl = (official: string, what: string) =>
  envOnly(assetUrl().default(official).describe(what))

/** A GitHub repository as `owner/name`, or '' for "not set". */
const githubRepo = () =>
  z
    .string()
    .trim()
    .regex(/^([\w.-]+\/[\w.-]+)?$/, 'expected a GitHub repository as owner/name')

export const commentSettings = z.object({
  COMMENT_ARTALK_SERVER: envOnly(
    httpUrlOrEmpty().default('').describe('Artalk server URL'),
  ),
  COMMENT_ARTALK_SITE: z.string().default('').describe('Artalk site name (empty: the site title)'),
  COMMENT_TWIKOO_ENV_ID: z.string().default('').describe('Twikoo environment id or server URL (the client is twikoo 1.7.9: match your server)'),
  COMMENT_WALINE_SERVER_URL: httpUrlOrEmpty().default('').describe('Waline server URL'),
  COMMENT_VALINE_APP_ID: z.string().default('').describe('Valine (LeanCloud) app id'),
  COMMENT_VALINE_APP_KEY: z
    .string()
    .default('')
    .describe('Valine (LeanCloud) app key: public by design'),
  COMMENT_VALINE_SERVER_URL: httpUrlOrEmpty()
    .default('')
    .describe('LeanCloud API domain (needed for apps outside LeanCloud international)'),
  COMMENT_GISCUS_REPO: githubRepo().default('').describe('Giscus repository, owner/name'),
  COMMENT_GISCUS_REPO_ID: z.string().default('').describe('Giscus repository id'),
  COMMENT_GISCUS_CATEGORY: z
    .string()
    .default('')
    .describe('Giscus discussion category name (as shown on giscus.app)'),
  COMMENT_GISCUS_CATEGORY_ID: z.string().default('').describe('Giscus discussion category id'),
  COMMENT_GISCUS_MAPPING: z
    .enum(['pathname', 'url', 'title', 'og:title'])
    .default('pathname')
    .describe('How Giscus maps a page to a discussion'),
  COMMENT_GISCUS_REACTIONS: z.boolean().default(true).describe('Giscus reactions on the post'),
  COMMENT_GISCUS_INPUT_POSITION: z
    .enum(['bottom', 'top'])
    .default('bottom')
    .describe('Giscus comment box above or below the comments'),
  COMMENT_CUSDIS_APP_ID: z.string().default('').describe('Cusdis app id'),
  COMMENT_CUSDIS_HOST: envOnly(
    httpUrlOrEmpty()
      .default('https://cusdis.com')
      .describe('Cusdis host (its script is loaded from there)'),
  ),
  COMMENT_UTTERANCES_REPO: githubRepo().default('').describe('Utterances repository, owner/name'),
  COMMENT_UTTERANCES_ISSUE_TERM: z
    .enum(['pathname', 'url', 'title', 'og:title'])
    .default('pathname')
    .describe('How Utterances maps a page to an issue'),
  COMMENT_UTTERANCES_LABEL: z
    .string()
    .default('')
    .describe('Label Utterances puts on the issues it opens (empty: none)'),
  COMMENT_UTTERANCES_SCRIPT_URL: scriptUrl(
    'https://utteranc.es/client.js',
    'Utterances embed script',
  ),
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
    .describe('Accept webmentions (adds the webmention link tag) and list them under posts'),
  COMMENT_WEBMENTION_HOSTNAME: z
    .string()
    .default('')
    .describe('Your domain as registered at webmention.io'),
})

export type CommentSettings = z.infer<typeof commentSettings>
