// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { exportOptions, ExportOptionsError, exportSeeds } from '@/lib/export/options'
import { rowsForExport } from '@/lib/export/locked-rows'

describe('exportOptions', () => {
  it('defaults to out/, its own build folder and a loopback port of its range', () => {
    expect(exportOptions([], {})).toEqual({ outDir: 'out', distDir: '.next-export', port: 3430, siteUrl: '', skipBuild: false })
  })
  it('takes flags over the environment', () => {
    const env = { FOLIO_EXPORT_DIR: 'site', FOLIO_EXPORT_URL: 'https://a.org' }
    expect(exportOptions(['--out', 'public-site', '--skip-build'], env)).toMatchObject({ outDir: 'public-site', siteUrl: 'https://a.org', skipBuild: true })
  })
  it('refuses to empty the project or a source folder, and bad values', () => {
    for (const out of ['.', '', '/', '..', 'public', '../x']) expect(() => exportOptions(['--out', out], {})).toThrow(ExportOptionsError)
    expect(() => exportOptions(['--port', 'x'], {})).toThrow(ExportOptionsError)
    expect(() => exportOptions(['--site-url', 'example.com'], {})).toThrow(ExportOptionsError)
    expect(() => exportOptions(['--nope'], {})).toThrow(ExportOptionsError)
  })
})

describe('exportSeeds', () => {
  it('starts from every list, feed, sitemap, robots and search index, per language site', () => {
    const seeds = exportSeeds('', ['en'])
    for (const s of ['/', '/archive', '/category', '/tag', '/search', '/rss/feed.xml', '/sitemap.xml', '/robots.txt', '/search-index.json', '/en', '/en/archive', '/en/rss/atom.xml', '/search-index-en.json'])
      expect(seeds).toContain(s)
  })
  it('puts everything under the base path', () => {
    expect(exportSeeds('/blog', []).every((s) => s.startsWith('/blog'))).toBe(true)
    expect(exportSeeds('/blog', [])).toContain('/blog')
  })
})

describe('rowsForExport', () => {
  const rows = [
    { id: 'a', title: 'Open', password: '' },
    { id: 'b', title: 'Secret', password: 'folio' },
  ]
  it('keeps every row outside an export', () => {
    expect(rowsForExport(rows, false)).toEqual(rows)
  })
  it('leaves locked posts out of an export with a warning naming them', () => {
    const warnings: string[] = []
    expect(rowsForExport(rows, true, (w) => warnings.push(w)).map((r) => r.id)).toEqual(['a'])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('"Secret"')
  })
})
