// Page-data size (the JSON a page ships for hydration and client navigation) of the home page,
// the archive (one line per post) and of an article, for the demo and for a synthetic workspace of N posts.
// Themes that carry more data (gitbook's tree and nav's directory carry every post) are
// measured on the synthetic workspace too.
//   npx tsx bench/page-data.ts [--posts 1000] [--themes gitbook,nav]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { GetStaticProps } from 'next'
import { getSiteData, resetSiteDataForTests } from '@/lib/data/site-data'
import { archiveRoute, articleRoute, homeRoute } from '@/lib/routes/next-routes'
import { encodeVariant } from '@/lib/routes/variant'
import { writeSyntheticWorkspace } from './synthetic'

interface Size {
  workspace: string
  page: string
  bytes: number
  gzip: number
}

async function sizeOf(route: { getStaticProps: GetStaticProps }, params: Record<string, string | string[]>, theme?: string) {
  const variant = encodeVariant({ theme })
  const result = (await route.getStaticProps({ params: { variant, ...params } })) as { props?: unknown }
  const json = JSON.stringify({ pageProps: result.props })
  return { bytes: Buffer.byteLength(json), gzip: gzipSync(json).length }
}

async function measureWorkspace(label: string, articleSlug?: string[], theme?: string): Promise<Size[]> {
  resetSiteDataForTests()
  const { site } = await getSiteData()
  const slug = articleSlug ?? site.posts[0]?.href.split('/').filter(Boolean) ?? []
  const workspace = theme ? `${label} (${theme})` : label
  return [
    { workspace, page: '/', ...(await sizeOf(homeRoute, {}, theme)) },
    { workspace, page: '/archive', ...(await sizeOf(archiveRoute, {}, theme)) },
    { workspace, page: `/${slug.join('/')}`, ...(await sizeOf(articleRoute, { slug }, theme)) },
  ]
}

export async function benchPageData(posts: number, themes: readonly string[] = []): Promise<Size[]> {
  const saved = { id: process.env.NOTION_PAGE_ID, dir: process.env.NOTION_SNAPSHOT_DIR }
  delete process.env.NOTION_PAGE_ID
  const rows = await measureWorkspace('demo', ['article', 'block-tour'])
  const tmp = mkdtempSync(path.join(tmpdir(), 'folio-pagedata-'))
  try {
    const { rootPageId } = writeSyntheticWorkspace(tmp, { posts })
    process.env.NOTION_PAGE_ID = rootPageId.replace(/-/g, '')
    process.env.NOTION_SNAPSHOT_DIR = tmp
    rows.push(...(await measureWorkspace(`${posts} posts`)))
    for (const theme of themes) rows.push(...(await measureWorkspace(`${posts} posts`, undefined, theme)))
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
  const option = (name: string) => {
    const i = process.argv.indexOf(name)
    return i > 0 ? process.argv[i + 1] : undefined
  }
  const themes = (option('--themes') ?? 'gitbook,nav').split(',').filter(Boolean)
  printPageData(await benchPageData(Number(option('--posts') ?? 1000), themes))
}
