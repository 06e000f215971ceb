import { describe, expect, it } from 'vitest'
import { decideProxy } from '@/lib/routes/proxy-rewrite'
import { decodeVariant, DEFAULT_VARIANT, encodeVariant } from '@/lib/routes/variant'

const env = { notionPageId: '', redirectLang: false, builtThemes: ['medium', 'example'] }
const decide = (path: string, query = '', lang = '', e = env) => decideProxy(path, new URLSearchParams(query), lang, e)

describe('render variants', () => {
  it('round-trips and uses a short default', () => {
    expect(encodeVariant({})).toBe(DEFAULT_VARIANT)
    const v = { theme: 'example', locale: 'en-US', lite: true, site: 'en' }
    expect(decodeVariant(encodeVariant(v))).toEqual(v)
    expect(decodeVariant(DEFAULT_VARIANT)).toEqual({})
  })

  it('rejects malformed segments', () => {
    for (const bad of ['_v~x', 'archive', '_v~<script>~_~0~_', '_v~a~b~2~c', undefined]) {
      expect(decodeVariant(bad)).toBeNull()
    }
  })
})

describe('the proxy', () => {
  it('prefixes pages with the variant and lets assets, APIs and feeds through', () => {
    expect(decide('/')).toEqual({ kind: 'rewrite', pathname: '/_v' })
    expect(decide('/article/hello')).toEqual({ kind: 'rewrite', pathname: '/_v/article/hello' })
    for (const p of ['/_next/data/x.json', '/api/revalidate', '/rss/feed.xml', '/sitemap.xml', '/robots.txt', '/demo/images/a.svg', '/404']) {
      expect(decide(p)).toEqual({ kind: 'pass' })
    }
  })

  it('treats dotted names under page roots as pages, not files', () => {
    expect(decide('/tag/Next.js')).toEqual({ kind: 'rewrite', pathname: '/_v/tag/Next.js' })
    expect(decide('/article/node.js-tips')).toEqual({ kind: 'rewrite', pathname: '/_v/article/node.js-tips' })
    expect(decide('/css/custom.css')).toEqual({ kind: 'pass' })
  })

  it('folds ?theme=, ?lang= and ?lite= in, ignoring unknown themes and bad languages', () => {
    expect(decide('/archive', 'theme=example&lang=en-us&lite=true')).toEqual({ kind: 'rewrite', pathname: '/_v~example~en-US~1~_/archive' })
    expect(decide('/archive', 'theme=nope&lang=english')).toEqual({ kind: 'rewrite', pathname: '/_v/archive' })
    expect(decide('/', 'locale=ja')).toEqual({ kind: 'rewrite', pathname: '/_v~_~ja-JP~0~_' })
  })

  it('serves a language workspace under its prefix and can redirect by browser language', () => {
    const multi = { ...env, notionPageId: `${'a'.repeat(32)},en:${'b'.repeat(32)}` }
    expect(decide('/en/archive', '', '', multi)).toEqual({ kind: 'rewrite', pathname: '/_v~_~_~0~en/archive' })
    expect(decide('/archive', '', 'en-US,en;q=0.9', multi)).toEqual({ kind: 'rewrite', pathname: '/_v/archive' })
    expect(decide('/archive', '', 'en-US,en;q=0.9', { ...multi, redirectLang: true })).toEqual({ kind: 'redirect', location: '/en/archive' })
  })
})
