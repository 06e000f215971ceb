// How each comment backend is switched on: the settings it requires and the descriptor it
// becomes. The table is in the spec's order, which is also the tab order.
import type { CommentSettings } from '@/conf/comment'
import type { CommentBackend, CommentKind } from './types'

export type SettingName = keyof CommentSettings

export interface SiteFacts {
  /** The site title: Artalk's site name when none is set. */
  title: string
}

export interface BackendRule {
  kind: CommentKind
  required: readonly SettingName[]
  build: (s: CommentSettings, site: SiteFacts) => CommentBackend
}

const withoutTrailingSlash = (url: string) => url.trim().replace(/\/+$/, '')

export const RULES: readonly BackendRule[] = [
  {
    kind: 'artalk',
    required: ['COMMENT_ARTALK_SERVER'],
    build: (s, site) => ({
      kind: 'artalk',
      server: withoutTrailingSlash(s.COMMENT_ARTALK_SERVER),
      site: s.COMMENT_ARTALK_SITE.trim() || site.title,
    }),
  },
  {
    kind: 'twikoo',
    required: ['COMMENT_TWIKOO_ENV_ID'],
    build: (s) => ({ kind: 'twikoo', envId: s.COMMENT_TWIKOO_ENV_ID.trim() }),
  },
  {
    kind: 'waline',
    required: ['COMMENT_WALINE_SERVER_URL'],
    build: (s) => ({ kind: 'waline', serverUrl: withoutTrailingSlash(s.COMMENT_WALINE_SERVER_URL) }),
  },
  {
    kind: 'valine',
    required: ['COMMENT_VALINE_APP_ID', 'COMMENT_VALINE_APP_KEY'],
    build: (s) => ({
      kind: 'valine',
      appId: s.COMMENT_VALINE_APP_ID.trim(),
      appKey: s.COMMENT_VALINE_APP_KEY.trim(),
      serverUrl: withoutTrailingSlash(s.COMMENT_VALINE_SERVER_URL),
    }),
  },
  {
    kind: 'giscus',
    required: ['COMMENT_GISCUS_REPO', 'COMMENT_GISCUS_REPO_ID', 'COMMENT_GISCUS_CATEGORY_ID'],
    build: (s) => ({
      kind: 'giscus',
      repo: s.COMMENT_GISCUS_REPO,
      repoId: s.COMMENT_GISCUS_REPO_ID.trim(),
      category: s.COMMENT_GISCUS_CATEGORY.trim(),
      categoryId: s.COMMENT_GISCUS_CATEGORY_ID.trim(),
      mapping: s.COMMENT_GISCUS_MAPPING,
      reactions: s.COMMENT_GISCUS_REACTIONS,
      inputPosition: s.COMMENT_GISCUS_INPUT_POSITION,
    }),
  },
  {
    kind: 'cusdis',
    required: ['COMMENT_CUSDIS_APP_ID', 'COMMENT_CUSDIS_HOST'],
    build: (s) => ({
      kind: 'cusdis',
      appId: s.COMMENT_CUSDIS_APP_ID.trim(),
      host: withoutTrailingSlash(s.COMMENT_CUSDIS_HOST),
    }),
  },
  {
    kind: 'utterances',
    required: ['COMMENT_UTTERANCES_REPO', 'COMMENT_UTTERANCES_SCRIPT_URL'],
    build: (s) => ({
      kind: 'utterances',
      repo: s.COMMENT_UTTERANCES_REPO,
      issueTerm: s.COMMENT_UTTERANCES_ISSUE_TERM,
      label: s.COMMENT_UTTERANCES_LABEL.trim(),
      scriptUrl: s.COMMENT_UTTERANCES_SCRIPT_URL,
    }),
  },
  {
    kind: 'gitalk',
    required: [
      'COMMENT_GITALK_REPO',
      'COMMENT_GITALK_OWNER',
      'COMMENT_GITALK_CLIENT_ID',
      'COMMENT_GITALK_CLIENT_SECRET',
    ],
    build: (s) => ({
      kind: 'gitalk',
      repo: s.COMMENT_GITALK_REPO.trim(),
      owner: s.COMMENT_GITALK_OWNER.trim(),
      // Gitalk lets the owner start a thread; with no admin list that would be nobody.
      admin: s.COMMENT_GITALK_ADMIN.length > 0 ? [...s.COMMENT_GITALK_ADMIN] : [s.COMMENT_GITALK_OWNER.trim()],
      clientId: s.COMMENT_GITALK_CLIENT_ID.trim(),
      clientSecret: s.COMMENT_GITALK_CLIENT_SECRET.trim(),
    }),
  },
  {
    kind: 'webmention',
    required: ['COMMENT_WEBMENTION_ENABLED', 'COMMENT_WEBMENTION_HOSTNAME'],
    build: (s) => ({ kind: 'webmention', hostname: s.COMMENT_WEBMENTION_HOSTNAME.trim() }),
  },
]
