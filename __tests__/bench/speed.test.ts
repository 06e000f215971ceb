// @vitest-environment node
// The pure parts of bench/speed.ts: which scripts a modern browser fetches, where HTML bytes
// go, which chunks are the framework's, how modules are grouped and the goal verdicts.
import { describe, expect, it } from 'vitest'
import { chunkForScript, groupModules, isFrameworkScript, packageOf } from '@/bench/speed/chunks'
import {
  htmlVerdict,
  jsVerdict,
  medianRun,
  perfectScoreVerdict,
  performanceVerdict,
  rpsVerdict,
  timingVerdict,
  clsVerdict,
} from '@/bench/speed/goals'
import { fetchedScripts, htmlBreakdown, referencedScripts, scriptTags } from '@/bench/speed/html'
import { readReport } from '@/bench/speed/lighthouse'

describe('script tags', () => {
  const html = [
    '<script src="/_next/static/chunks/polyfills-1.js" noModule=""></script>',
    '<script nomodule src="/_next/static/chunks/legacy.js"></script>',
    '<script src="/_next/static/chunks/main-2.js" defer=""></script>',
    "<script defer src='/_next/static/chunks/pages/index-3.js'></script>",
    '<script src="/_next/static/chunks/main-2.js" defer=""></script>',
    '<script id="__NEXT_DATA__" type="application/json">{"src":"x"}</script>',
    '<script data-nomodule-like="1" src="/a.js"></script>',
  ].join('')

  it('reads nomodule before or after src, bare or with a value', () => {
    expect(scriptTags(html).map((t) => t.noModule)).toEqual([true, true, false, false, false, false])
  })
  it('fetched leaves nomodule scripts out and names each once; referenced keeps them', () => {
    expect(fetchedScripts(html)).toEqual(['/_next/static/chunks/main-2.js', '/_next/static/chunks/pages/index-3.js', '/a.js'])
    expect(referencedScripts(html)).toHaveLength(5)
  })
  it('counts the chunks a production page lists to add once it has painted, in their place', () => {
    const listed = '<script id="__FOLIO_SCRIPTS" type="application/json">["/_next/static/chunks/webpack-1.js","/_next/static/chunks/main-2.js"]</script>'
    const page = `<script src="/_next/static/chunks/polyfills-1.js" noModule=""></script>${listed}<script>(function(){})()</script>`
    expect(fetchedScripts(page)).toEqual(['/_next/static/chunks/webpack-1.js', '/_next/static/chunks/main-2.js'])
    expect(referencedScripts(page)).toHaveLength(3)
  })
})

describe('htmlBreakdown', () => {
  it('counts __NEXT_DATA__, inline svg, class attributes and inline style in bytes', () => {
    const data = '<script id="__NEXT_DATA__" type="application/json">{"a":"é"}</script>'
    const svg = '<svg viewBox="0 0 1 1"><path d="M0"/></svg>'
    const style = '<style>a{color:red}</style>'
    const html = `<html><head>${style}</head><body><div class="a b">${svg}<span class="c">x</span></div>${data}</body></html>`
    const b = htmlBreakdown(html)
    expect(b.totalBytes).toBe(Buffer.byteLength(html))
    expect(b.nextDataBytes).toBe(Buffer.byteLength(data))
    expect(b.inlineSvgBytes).toBe(svg.length)
    expect(b.classAttributeBytes).toBe(' class="a b"'.length + ' class="c"'.length)
    expect(b.inlineStyleBytes).toBe(style.length)
  })
})

describe('chunks', () => {
  it('knows the framework floor: framework, main, webpack, _app and manifests', () => {
    for (const src of [
      '/_next/static/chunks/framework-ab12.js',
      '/_next/static/chunks/main-ab12.js',
      '/_next/static/chunks/webpack-ab12.js',
      '/_next/static/chunks/pages/_app-ab12.js',
      '/_next/static/BUILD_id/_buildManifest.js',
      '/_next/static/BUILD_id/_ssgManifest.js',
    ])
      expect(isFrameworkScript(src), src).toBe(true)
    expect(isFrameworkScript('/_next/static/chunks/pages/index-ab12.js')).toBe(false)
    expect(isFrameworkScript('/_next/static/chunks/theme-medium-ab12.js')).toBe(false)
  })
  it('finds the chunk behind a served script', () => {
    const stats = [{ files: ['static/chunks/a-1.js'], names: ['a'], modules: [] }]
    expect(chunkForScript(stats, '/sub/_next/static/chunks/a-1.js?dpl=x')).toBe(stats[0])
    expect(chunkForScript(stats, '/_next/static/chunks/b.js')).toBeUndefined()
  })
  it('adds packages up and keeps project files one by one, largest first', () => {
    const modules = [
      { name: 'react-dom/cjs/react-dom.production.js', size: 100 },
      { name: 'components/Big.tsx', size: 80 },
      { name: '@scope/pkg/a.js', size: 30 },
      { name: '@scope/pkg/b.js', size: 30 },
      { name: 'react-dom/client.js', size: 5 },
      { name: 'lib/small.ts', size: 1 },
    ]
    const project = (n: string) => n.startsWith('components/') || n.startsWith('lib/')
    expect(groupModules(modules, project, 3)).toEqual([
      { name: 'react-dom', size: 105, modules: 2 },
      { name: 'components/Big.tsx', size: 80, modules: 1 },
      { name: '@scope/pkg', size: 60, modules: 2 },
    ])
    expect(packageOf('next/dist/client/index.js')).toBe('next')
    expect(groupModules([{ name: '?', size: 3 }, { name: '', size: 4 }], project)).toEqual([{ name: '(unnamed)', size: 7, modules: 2 }])
  })
})

describe('goal verdicts', () => {
  it('first-load JS and HTML', () => {
    expect(jsVerdict(150).met).toBe(true)
    expect(jsVerdict(150.1).met).toBe(false)
    expect(htmlVerdict(60).met).toBe(true)
    expect(htmlVerdict(61).met).toBe(false)
  })
  it('performance: 98, or within 3 points of the floor', () => {
    expect(performanceVerdict(98, 100).met).toBe(true)
    expect(performanceVerdict(88, 90).met).toBe(true)
    expect(performanceVerdict(87, 90).met).toBe(true)
    expect(performanceVerdict(86, 90).met).toBe(false)
    expect(performanceVerdict(97, 100).met).toBe(true)
    expect(performanceVerdict(96, 100).met).toBe(false)
  })
  it('LCP and TBT within 20 % of the floor; CLS, scores of 100, requests per second', () => {
    expect(timingVerdict(1200, 1000).met).toBe(true)
    expect(timingVerdict(1201, 1000).met).toBe(false)
    expect(clsVerdict(0.02).met).toBe(true)
    expect(clsVerdict(0.021).met).toBe(false)
    expect(perfectScoreVerdict(100).met).toBe(true)
    expect(perfectScoreVerdict(99).met).toBe(false)
    expect(rpsVerdict(80, 100).met).toBe(true)
    expect(rpsVerdict(79, 100).met).toBe(false)
  })
  it('the median run is chosen by performance score', () => {
    const runs = [{ performance: 60, id: 'a' }, { performance: 40, id: 'b' }, { performance: 50, id: 'c' }]
    expect(medianRun(runs)?.id).toBe('c')
    expect(medianRun([])).toBeUndefined()
  })
})

describe('readReport', () => {
  it('reads scores (0-100) and LCP, TBT and CLS from a Lighthouse report', () => {
    const run = readReport({
      categories: {
        performance: { score: 0.52 },
        accessibility: { score: 0.95, auditRefs: [{ id: 'color-contrast', weight: 7 }, { id: 'label', weight: 7 }, { id: 'skipped', weight: 0 }] },
        'best-practices': { score: 0.96 },
        seo: { score: 1 },
      },
      audits: {
        'color-contrast': { score: 0 },
        label: { score: 1 },
        skipped: { score: 0 },
        'largest-contentful-paint': { numericValue: 5300 },
        'total-blocking-time': { numericValue: 1200 },
        'cumulative-layout-shift': { numericValue: 0.01 },
      },
    })
    expect(run).toEqual({
      performance: 52, accessibility: 95, bestPractices: 96, seo: 100, lcpMs: 5300, tbtMs: 1200, cls: 0.01,
      failing: ['accessibility: color-contrast'],
    })
  })
  it('fails on a runtime error (e.g. the page did not load)', () => {
    expect(() => readReport({ categories: {}, audits: {}, runtimeError: { message: 'NO_FCP' } })).toThrow(/NO_FCP/)
  })
})
