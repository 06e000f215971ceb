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
  'components/plugins/AiSummaryCard.tsx',
  // Gates whose pieces load only where the owner configured them.
  'components/chrome/VisitorCounters.tsx',
  'components/home/AnalyticsCard.tsx',
  'components/widgets/PopularPosts.tsx',
  // A lock screen holds the view of Folio's counter (a few lines every article page has).
  'components/lock/ArticleContent.tsx',
]
const ALLOWED = new Set([
  ...ENTRIES,
  'components/plugins/lazy-plugin.tsx',
  'components/plugins/lazy-pieces.ts',
  'components/plugins/PluginHead.tsx',
  'components/plugins/useMounted.ts',
  'lib/plugins/types.ts',
  'lib/plugins/after-interactive.ts',
  'components/plugins/counter/counts-source.ts',
  'components/plugins/readership/view-hold.ts',
])

/** What the entries import statically, within the plugin folders (and the most-read widget's files). */
const staticGraph = (entries: string[]) =>
  reachableFrom(entries, {
    dynamic: false,
    within: (f) => /^(components|lib)\/plugins\//.test(f) || f.startsWith('components/widgets/PopularPosts') || ENTRIES.includes(f),
  })

describe('plugin code in the first load', () => {
  it('is limited to the mount point, the placeable pieces and their small helpers', () => {
    const reached = [...staticGraph(ENTRIES)].sort()
    expect(reached.filter((f) => !ALLOWED.has(f))).toEqual([])
    // The graph walker itself works: the mount point reaches the lazy wrapper.
    expect(reached).toContain('components/plugins/lazy-plugin.tsx')
  })

  it('leaves the ad slot\'s filling, the counters\' clients and the most-read list to pieces loaded where configured', () => {
    const reached = staticGraph(ENTRIES)
    for (const piece of [
      'components/plugins/ads/AdSlotContent.tsx',
      'components/plugins/ads/adsense.ts',
      'components/plugins/counter/VisitorCountersContent.tsx',
      'components/plugins/useVisitorCounts.ts',
      'lib/plugins/visitor-counts.ts',
      'components/plugins/readership/visit.ts',
      'components/plugins/readership/figures.ts',
      'components/plugins/readership/ReadershipPlugin.tsx',
      'components/plugins/readership/usePopularPosts.ts',
      'components/widgets/PopularPostsList.tsx',
    ])
      expect(reached.has(piece), piece).toBe(false)
  })

  it('reaches every family only through import()', () => {
    const mount = readFileSync(path.join(ROOT, 'components/plugins/PluginMount.tsx'), 'utf8')
    expect(mount).toMatch(/import\('\.\/PluginHost'\)/)
    expect(staticGraph(ENTRIES).has('components/plugins/PluginHost.tsx')).toBe(false)
  })
})
