// @vitest-environment node
// On a server, /search-index*.json must come from the API (fresh after every regeneration),
// not from the copy the build left in public/, which would keep a post hidden or locked later.
import { describe, expect, it } from 'vitest'
import nextConfig from '@/next.config'
import { staticIndexUrl } from '@/lib/search/static-file'

type Rewrite = { source: string; destination: string }

async function beforeFiles(): Promise<Rewrite[]> {
  const rewrites = await nextConfig.rewrites?.()
  if (!rewrites || Array.isArray(rewrites)) return []
  return rewrites.beforeFiles as Rewrite[]
}

function matches(source: string, path: string): Record<string, string> | null {
  // Next's path patterns: a literal path, or one :name(regex) parameter, as used here.
  const names: string[] = []
  const pattern = source.replace(/:(\w+)\(([^)]*(?:\([^)]*\)[^)]*)*)\)/g, (_m, name: string, re: string) => {
    names.push(name)
    return `(${re})`
  })
  const m = new RegExp(`^${pattern.replace(/\./g, '\\.')}$`).exec(path)
  if (!m) return null
  return Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? '']))
}

describe('the static search index on a server', () => {
  it('is answered by the API before public/ files are looked at', async () => {
    const rules = await beforeFiles()
    const answer = (path: string) => {
      for (const rule of rules) {
        const params = matches(rule.source, path)
        if (params) return rule.destination.replace(/:(\w+)/g, (_m, n: string) => params[n] ?? '')
      }
      return null
    }
    expect(answer(staticIndexUrl(''))).toBe('/api/search-index')
    expect(answer(staticIndexUrl('/ja'))).toBe('/api/search-index?site=ja')
    expect(answer('/search-index-x.json')).toBeNull()
  })
})
