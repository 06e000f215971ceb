// @vitest-environment node
// What pages load before any plugin is configured: the modules that themes and ThemedPage
// import statically. Everything else must be reached only through import(), so a default
// build's first-load JavaScript does not grow with plugins. This guards the source; the
// built output is measured by bench/plugins.ts (webpack builds write no route-bundle-stats).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = process.cwd()
const ENTRIES = [
  'components/plugins/PluginMount.tsx',
  'components/plugins/AdSlot.tsx',
  'components/plugins/useVisitorCounts.ts',
  'components/plugins/AiSummaryCard.tsx',
]
const ALLOWED = new Set([
  ...ENTRIES,
  'components/plugins/lazy-plugin.tsx',
  'components/plugins/PluginHead.tsx',
  'components/plugins/useMounted.ts',
  // The slot's own 3 s fill (a few lines); the AdSense script itself loads in AdsPlugin.
  'components/plugins/ads/adsense.ts',
  'components/plugins/counter/path-of.ts',
  'lib/plugins/types.ts',
  'lib/plugins/after-interactive.ts',
  'lib/plugins/visitor-counts.ts',
])

const STATIC_IMPORT = /^\s*import\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(path.join(ROOT, from)), spec) : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return path.relative(ROOT, candidate)
  }
  return null
}

function staticGraph(entries: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    const source = readFileSync(path.join(ROOT, file), 'utf8')
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const target = resolve(file, (match[1] ?? match[2]) as string)
      if (target && /^(components|lib)\/plugins\//.test(target)) queue.push(target)
    }
  }
  return seen
}

describe('plugin code in the first load', () => {
  it('is limited to the mount point, the placeable pieces and their small helpers', () => {
    const reached = [...staticGraph(ENTRIES)].sort()
    expect(reached.filter((f) => !ALLOWED.has(f))).toEqual([])
    // The graph walker itself works: the mount point reaches the lazy wrapper.
    expect(reached).toContain('components/plugins/lazy-plugin.tsx')
  })

  it('reaches every family only through import()', () => {
    const mount = readFileSync(path.join(ROOT, 'components/plugins/PluginMount.tsx'), 'utf8')
    expect(mount).toMatch(/import\('\.\/PluginHost'\)/)
    expect(staticGraph(ENTRIES).has('components/plugins/PluginHost.tsx')).toBe(false)
  })
})
