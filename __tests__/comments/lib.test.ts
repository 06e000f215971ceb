// Pure rules: which backends are on, page keys, targets, bots, Hide, languages, mentions.
import { describe, expect, it } from 'vitest'
import { commentSettings, type CommentSettings } from '@/conf/comment'
import { flagsOf } from '@/lib/config/setting-flags'
import { buildCommentConfig, incompleteCommentBackends } from '@/lib/comments/config'
import { backendLocale } from '@/lib/comments/locales'
import { absolutePageUrl, commentPageOf } from '@/lib/comments/page'
import { commentTargetOf, withoutCommentTarget } from '@/lib/comments/target'
import { commentsHiddenFor, isSearchBot } from '@/lib/comments/visibility'
import { parseMentions, webmentionApiUrl } from '@/lib/comments/webmention'

const settings = (values: Record<string, unknown> = {}): CommentSettings => commentSettings.parse(values)
const kinds = (values: Record<string, unknown>) =>
  buildCommentConfig(settings(values), { title: 'Site' }).backends.map((b) => b.kind)

describe('buildCommentConfig', () => {
  it('turns nothing on by default', () => {
    expect(buildCommentConfig(settings(), { title: 'Site' })).toEqual({ backends: [] })
  })

  it('turns each backend on with its required settings, in the spec’s order', () => {
    const all = {
      COMMENT_ARTALK_SERVER: 'https://artalk.example.com/',
      COMMENT_TWIKOO_ENV_ID: 'env',
      COMMENT_WALINE_SERVER_URL: 'https://waline.example.com',
      COMMENT_VALINE_APP_ID: 'id',
      COMMENT_VALINE_APP_KEY: 'key',
      COMMENT_GISCUS_REPO: 'a/b',
      COMMENT_GISCUS_REPO_ID: 'R',
      COMMENT_GISCUS_CATEGORY_ID: 'C',
      COMMENT_CUSDIS_APP_ID: 'cusdis',
      COMMENT_UTTERANCES_REPO: 'a/b',
      COMMENT_GITALK_REPO: 'r',
      COMMENT_GITALK_OWNER: 'o',
      COMMENT_GITALK_CLIENT_ID: 'ci',
      COMMENT_GITALK_CLIENT_SECRET: 'cs',
      COMMENT_WEBMENTION_ENABLED: true,
      COMMENT_WEBMENTION_HOSTNAME: 'example.com',
    }
    expect(kinds(all)).toEqual([
      'artalk', 'twikoo', 'waline', 'valine', 'giscus', 'cusdis', 'utterances', 'gitalk', 'webmention',
    ])
  })

  it('leaves a partly configured backend off and reports what is missing', () => {
    const partial = { COMMENT_GISCUS_REPO: 'a/b', COMMENT_VALINE_APP_ID: 'id' }
    expect(kinds(partial)).toEqual([])
    expect(incompleteCommentBackends(settings(partial))).toEqual([
      { kind: 'valine', missing: ['COMMENT_VALINE_APP_KEY'] },
      { kind: 'giscus', missing: ['COMMENT_GISCUS_REPO_ID', 'COMMENT_GISCUS_CATEGORY_ID'] },
    ])
  })

  it('does not report defaults or a switched-off webmention as incomplete', () => {
    expect(incompleteCommentBackends(settings())).toEqual([])
    expect(incompleteCommentBackends(settings({ COMMENT_WEBMENTION_HOSTNAME: 'example.com' }))).toEqual([])
    expect(incompleteCommentBackends(settings({ COMMENT_CUSDIS_HOST: '', COMMENT_CUSDIS_APP_ID: 'x' }))).toEqual([
      { kind: 'cusdis', missing: ['COMMENT_CUSDIS_HOST'] },
    ])
  })

  it('fills Artalk’s site name from the site title and trims the server’s slash', () => {
    const [artalk] = buildCommentConfig(settings({ COMMENT_ARTALK_SERVER: 'https://artalk.example.com/' }), {
      title: 'My Blog',
    }).backends
    expect(artalk).toEqual({ kind: 'artalk', server: 'https://artalk.example.com', site: 'My Blog' })
  })

  it('lets the Gitalk owner start threads when no admin is listed', () => {
    const base = {
      COMMENT_GITALK_REPO: 'r',
      COMMENT_GITALK_OWNER: 'ada',
      COMMENT_GITALK_CLIENT_ID: 'ci',
      COMMENT_GITALK_CLIENT_SECRET: 'cs',
    }
    const admin = (values: Record<string, unknown>) => {
      const [gitalk] = buildCommentConfig(settings(values), { title: '' }).backends
      return gitalk?.kind === 'gitalk' ? gitalk.admin : null
    }
    expect(admin(base)).toEqual(['ada'])
    expect(admin({ ...base, COMMENT_GITALK_ADMIN: 'ada, bob' })).toEqual(['ada', 'bob'])
  })

  it('gives Utterances its official script URL unless the owner sets another', () => {
    const [utterances] = buildCommentConfig(settings({ COMMENT_UTTERANCES_REPO: 'a/b' }), { title: '' }).backends
    expect(utterances).toMatchObject({ scriptUrl: 'https://utteranc.es/client.js', issueTerm: 'pathname' })
    const [local] = buildCommentConfig(
      settings({ COMMENT_UTTERANCES_REPO: 'a/b', COMMENT_UTTERANCES_SCRIPT_URL: '/e2e/utterances.js' }),
      { title: '' },
    ).backends
    expect(local).toMatchObject({ scriptUrl: '/e2e/utterances.js' })
  })
})

describe('comment settings', () => {
  it('keeps every server and script source out of the workspace’s reach', () => {
    const keys = Object.keys(commentSettings.shape) as (keyof typeof commentSettings.shape)[]
    const scriptSources = keys.filter((key) => /_(SCRIPT|STYLE)_URL$/.test(key))
    // Artalk, Twikoo, Waline, Valine, Giscus and Gitalk come from npm packages built into the
    // site: only Utterances (no package) still loads a script from a URL.
    expect(scriptSources).toEqual(['COMMENT_UTTERANCES_SCRIPT_URL'])
    for (const key of [...scriptSources, 'COMMENT_ARTALK_SERVER', 'COMMENT_CUSDIS_HOST'] as const) {
      expect(flagsOf(commentSettings.shape[key]).envOnly, key).toBe(true)
    }
  })

  it('checks repositories are owner/name', () => {
    expect(commentSettings.safeParse({ COMMENT_UTTERANCES_REPO: 'just-a-name' }).success).toBe(false)
    expect(commentSettings.safeParse({ COMMENT_GISCUS_REPO: 'ada/blog.comments' }).success).toBe(true)
  })
})

describe('page key, target, visibility', () => {
  it('keys a thread by the post path with the language prefix', () => {
    expect(commentPageOf({ id: 'x', title: 'T', href: '/article/a' }, '/en')).toEqual({
      id: 'x',
      title: 'T',
      path: '/en/article/a',
    })
    expect(absolutePageUrl('/article/a', 'https://blog.example.com/', 'http://localhost:3000')).toBe(
      'https://blog.example.com/article/a',
    )
    expect(absolutePageUrl('/article/a', '', 'http://localhost:3000')).toBe('http://localhost:3000/article/a')
  })

  it('reads and removes only comment targets', () => {
    expect(commentTargetOf('?target=comment')).toBe('comment')
    expect(commentTargetOf('target=giscus&x=1')).toBe('giscus')
    expect(commentTargetOf('?target=footer')).toBeNull()
    expect(withoutCommentTarget('/a?x=1&target=comment&y=2#h')).toBe('/a?x=1&y=2#h')
    expect(withoutCommentTarget('/a?target=giscus')).toBe('/a')
    expect(withoutCommentTarget('/a?target=other')).toBe('/a?target=other')
    expect(withoutCommentTarget('/a#target=comment')).toBe('/a#target=comment')
  })

  it('recognises Googlebot, bingbot and Baidu, and nobody else', () => {
    expect(isSearchBot('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true)
    expect(isSearchBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true)
    expect(isSearchBot('Mozilla/5.0 (compatible; Baiduspider/2.0)')).toBe(true)
    expect(isSearchBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(false)
  })

  it('hides comments for Hide only', () => {
    expect(commentsHiddenFor({ comment: 'Hide' })).toBe(true)
    expect(commentsHiddenFor({ comment: 'hide ' })).toBe(true)
    expect(commentsHiddenFor({ comment: 'Show' })).toBe(false)
    expect(commentsHiddenFor({ comment: '' })).toBe(false)
  })
})

describe('backend languages', () => {
  it('maps the site language to each system’s name, falling back to English', () => {
    expect(backendLocale('waline', 'ja-JP')).toBe('jp-JP')
    expect(backendLocale('artalk', 'zh-HK')).toBe('zh-TW')
    expect(backendLocale('twikoo', 'zh-HK')).toBe('zh-HK')
    expect(backendLocale('valine', 'tr-TR')).toBe('en')
    expect(backendLocale('cusdis', 'en-US')).toBe('')
    expect(backendLocale('utterances', 'fr-FR')).toBe('')
  })
})

describe('parseMentions', () => {
  it('keeps well-formed mentions as plain data and drops the rest', () => {
    const mentions = parseMentions({
      children: [
        { 'wm-id': 1, 'wm-property': 'in-reply-to', url: 'https://a.example/p', author: { name: 'A', photo: 'javascript:alert(1)', url: 'javascript:x' }, content: { html: '<b>x</b>', text: ' hi ' } },
        { 'wm-property': 'like-of', url: 'javascript:alert(1)' },
        { 'wm-property': 'unknown-of', url: 'https://b.example' },
        'junk',
      ],
    })
    expect(mentions).toEqual([
      {
        id: '1',
        kind: 'reply',
        authorName: 'A',
        authorPhoto: '',
        authorUrl: 'https://a.example/p',
        url: 'https://a.example/p',
        published: '',
        text: 'hi',
      },
    ])
    expect(parseMentions(null)).toEqual([])
    expect(parseMentions({ children: 'x' })).toEqual([])
  })

  it('builds the API URL for one target', () => {
    expect(webmentionApiUrl('https://blog.example.com/a?b')).toBe(
      'https://webmention.io/api/mentions.jf2?target=https%3A%2F%2Fblog.example.com%2Fa%3Fb&per-page=100&sort-dir=up',
    )
  })
})
