// @vitest-environment node
// What pages load before any plugin is configured: the modules that themes and ThemedPage
// import statically. Everything else must be reached only through import(), so a default
// build's first-load JavaScript does not grow with plugins. This guards the source; the
// built output is measured by bench/plugins.ts (webpack builds write no route-bundle-stats).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { reachableFrom, ROOT } from '../fixtures/import-graph'

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

/** What the entries import statically, within the plugin folders. */
const staticGraph = (entries: string[]) =>
  reachableFrom(entries, { dynamic: false, within: (f) => /^(components|lib)\/plugins\//.test(f) })

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
