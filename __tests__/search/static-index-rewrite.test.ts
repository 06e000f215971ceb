// @vitest-environment node
// On a server, /search-index*.json must come from the API (fresh after every regeneration),
// not from the copy the build left in public/, which would keep a post hidden or locked later.
import { describe, expect, it } from 'vitest'
import { decideProxy } from '@/lib/routes/proxy-rewrite'
import { staticIndexUrl } from '@/lib/search/static-file'

const env = { notionPageId: '', redirectLang: false, builtThemes: ['medium'], hasPublicFile: () => true }
const decide = (path: string) => decideProxy(path, new URLSearchParams(), '', env)

describe('the static search index on a server', () => {
  it('is answered by the API even where public/ has a copy', () => {
    expect(decide(staticIndexUrl(''))).toEqual({ kind: 'rewrite', pathname: '/api/search-index' })
    expect(decide(staticIndexUrl('/ja'))).toEqual({ kind: 'rewrite', pathname: '/api/search-index', query: { site: 'ja' } })
    expect(decide('/search-index-x.json')).toEqual({ kind: 'pass' })
  })
})
