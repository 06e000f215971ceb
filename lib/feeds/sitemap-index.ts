// /sitemap.xml is always a sitemap index (sitemaps.org protocol): one file per site and kind of
// page (sitemap-posts.xml, sitemap-pages.xml, sitemap-lists.xml; sitemap-en-posts.xml for the
// language site `en`), each split further (sitemap-posts-2.xml…) before it passes the
// protocol's limits of 50,000 URLs or 50 MB. The files sit next to the index, at the site's
// root, as the protocol asks of the files an index names.
import { SITEMAP_HEAD, SITEMAP_KINDS, SITEMAP_TAIL, sitemapSections, sitemapUrlLine, type SitemapEntry } from './sitemap'
import type { SiteModel } from '@/lib/site/build-site'
import { escapeXml } from './xml'

/** The protocol's limits for one file (uncompressed bytes). */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 }

export interface SitemapFile {
  /** Its path under the site's base: `sitemap-posts.xml`. */
  name: string
  entries: SitemapEntry[]
}

export interface SitemapSite {
  site: SiteModel
  /** A language site's prefix; none for the default site. */
  lang?: string
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')
/** Head and tail with their line breaks; each URL line adds its own length and one break. */
const ENVELOPE_BYTES = bytes([...SITEMAP_HEAD, ...SITEMAP_TAIL].join('\n'))

/** The entries in runs that each stay within the limits, in order; none for no entries. */
export function splitEntries(entries: readonly SitemapEntry[], limits = SITEMAP_LIMITS): SitemapEntry[][] {
  const runs: SitemapEntry[][] = []
  let run: SitemapEntry[] = []
  let size = ENVELOPE_BYTES
  for (const entry of entries) {
    const line = bytes(sitemapUrlLine(entry)) + 1
    if (run.length > 0 && (run.length >= limits.urls || size + line > limits.bytes)) {
      runs.push(run)
      run = []
      size = ENVELOPE_BYTES
    }
    run.push(entry)
    size += line
  }
  if (run.length > 0) runs.push(run)
  return runs
}

/** Every file of the index, the default site's first; a kind with no URL has no file. */
export function sitemapFiles(sites: readonly SitemapSite[], base: string, limits = SITEMAP_LIMITS): SitemapFile[] {
  return sites.flatMap(({ site, lang }) => {
    const sections = sitemapSections(site, base, lang)
    return SITEMAP_KINDS.flatMap((kind) =>
      splitEntries(sections[kind], limits).map((entries, i) => ({
        name: `sitemap-${lang ? `${lang}-` : ''}${kind}${i > 0 ? `-${i + 1}` : ''}.xml`,
        entries,
      })),
    )
  })
}

/** A file's newest change: what its line in the index says. */
function lastChangeOf(file: SitemapFile): string | undefined {
  let latest: string | undefined
  for (const { lastmod } of file.entries) if (lastmod && (!latest || lastmod > latest)) latest = lastmod
  return latest
}

export function renderSitemapIndex(files: readonly SitemapFile[], base: string): string {
  const lines = files.map((file) => {
    const lastmod = lastChangeOf(file)
    const date = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''
    return `  <sitemap><loc>${escapeXml(`${base}/${file.name}`)}</loc>${date}</sitemap>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    '</sitemapindex>',
    '',
  ].join('\n')
}
