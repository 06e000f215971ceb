// @vitest-environment node
// The proxy lets the readership routes through as they are, on every kind of site (a language
// prefix, a redirecting one): no variant segment, no language redirect, no rewrite.
import { describe, expect, it } from 'vitest'
import { decideProxy, type ProxyEnv } from '@/lib/routes/proxy-rewrite'

const plain: ProxyEnv = { notionPageId: '', redirectLang: false, builtThemes: ['medium'] }
const languages: ProxyEnv = { notionPageId: 'a'.repeat(32) + ',en:' + 'b'.repeat(32), redirectLang: true, siteLanguage: 'zh-CN', builtThemes: ['medium'] }

describe('the proxy and the readership routes', () => {
  it.each(['/api/readership/view', '/api/readership/figures', '/api/readership/popular', '/api/stats'])('passes %s through', (path) => {
    for (const env of [plain, languages]) {
      expect(decideProxy(path, new URLSearchParams('path=/en/article/x&lang=en'), 'en-US', env)).toEqual({ kind: 'pass' })
    }
  })
})
