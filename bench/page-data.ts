// Page-data size (the JSON a page ships for hydration and client navigation) of the home page,
// the archive (one line per post) and of an article, for the demo and for a synthetic workspace of N posts.
//   npx tsx bench/page-data.ts [--posts 1000]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { GetStaticProps } from 'next'
import { getSiteData, resetSiteDataForTests } from '@/lib/data/site-data'
import { archiveRoute, articleRoute, homeRoute } from '@/lib/routes/next-routes'
import { writeSyntheticWorkspace } from './synthetic'

interface Size {
  workspace: string
  page: string
  bytes: number
  gzip: number
}

async function sizeOf(route: { getStaticProps: GetStaticProps }, params: Record<string, string | string[]>) {
  const result = (await route.getStaticProps({ params: { variant: '_v', ...params } })) as { props?: unknown }
  const json = JSON.stringify({ pageProps: result.props })
  return { bytes: Buffer.byteLength(json), gzip: gzipSync(json).length }
}

async function measureWorkspace(label: string, articleSlug?: string[]): Promise<Size[]> {
  resetSiteDataForTests()
  const { site } = await getSiteData()
  const slug = articleSlug ?? site.posts[0]?.href.split('/').filter(Boolean) ?? []
  return [
    { workspace: label, page: '/', ...(await sizeOf(homeRoute, {})) },
    { workspace: label, page: '/archive', ...(await sizeOf(archiveRoute, {})) },
    { workspace: label, page: `/${slug.join('/')}`, ...(await sizeOf(articleRoute, { slug })) },
  ]
}

export async function benchPageData(posts: number): Promise<Size[]> {
  const saved = { id: process.env.NOTION_PAGE_ID, dir: process.env.NOTION_SNAPSHOT_DIR }
  delete process.env.NOTION_PAGE_ID
  const rows = await measureWorkspace('demo', ['article', 'block-tour'])
  const tmp = mkdtempSync(path.join(tmpdir(), 'folio-pagedata-'))
  try {
    const { rootPageId } = writeSyntheticWorkspace(tmp, { posts })
    process.env.NOTION_PAGE_ID = rootPageId.replace(/-/g, '')
    process.env.NOTION_SNAPSHOT_DIR = tmp
    rows.push(...(await measureWorkspace(`${posts} posts`)))
  } finally {
    rmSync(tmp, { recursive: true, force: true })
    if (saved.id === undefined) delete process.env.NOTION_PAGE_ID
    else process.env.NOTION_PAGE_ID = saved.id
    if (saved.dir === undefined) delete process.env.NOTION_SNAPSHOT_DIR
    else process.env.NOTION_SNAPSHOT_DIR = saved.dir
    resetSiteDataForTests()
  }
  return rows
}

export function printPageData(rows: Size[]) {
  console.log('| workspace | page | page data | gzip |')
  console.log('|---|---|---|---|')
  for (const r of rows) console.log(`| ${r.workspace} | ${r.page} | ${(r.bytes / 1024).toFixed(1)} kB | ${(r.gzip / 1024).toFixed(1)} kB |`)
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const i = process.argv.indexOf('--posts')
  printPageData(await benchPageData(i > 0 ? Number(process.argv[i + 1]) : 1000))
}
