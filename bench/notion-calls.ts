// Notion calls and wall time for loading a site's data through the live path (the stub on
// 127.0.0.1 serving a synthetic workspace): cold, warm with nothing changed, one post changed.
//   npx tsx bench/notion-calls.ts [--posts 1000] [--uploads]
// --uploads: posts with Notion-hosted covers, images and mentions, as recorded ones (synthetic.ts).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getArticle } from '@/lib/data/article'
import { getSiteData, resetSiteDataForTests } from '@/lib/data/site-data'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'
import { writeSyntheticWorkspace } from './synthetic'

interface Row {
  run: string
  ms: number
  calls: Record<string, number>
}

/** Everything a build reads: the index, then every body (8 at a time, as the build's workers). */
export async function loadEverything(): Promise<number> {
  const { site } = await getSiteData()
  // A full build renders every post: every body is needed.
  const queue = [...site.posts]
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) await getArticle(p)
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return site.posts.length
}

async function measure(run: string, stub: NotionStub, rows: Row[]) {
  stub.resetCalls()
  const started = performance.now()
  const posts = await loadEverything()
  rows.push({ run: `${run} (${posts} posts)`, ms: performance.now() - started, calls: stub.callCounts() })
}

type Box = { value: Record<string, unknown> & { id: string; type: string; last_edited_time: number } }

/** The id of a Post row (the database's first rows are Config, Notice and menus). */
function firstPostRowId(root: { block: Record<string, Box>; collection: Record<string, Box> }): string {
  const collection = Object.values(root.collection)[0]?.value as { schema?: Record<string, { name: string }> } | undefined
  const typeId = Object.entries(collection?.schema ?? {}).find(([, p]) => p.name === 'type')?.[0]
  const post = Object.values(root.block).find((b) => {
    const props = b.value.properties as Record<string, unknown> | undefined
    return b.value.type === 'page' && typeId !== undefined && JSON.stringify(props?.[typeId]) === '[["Post"]]'
  })
  if (!post) throw new Error('no Post row to change')
  return post.value.id
}

/** Edits one post the way Notion would: new text and a new last_edited_time. */
function changeOnePost(dir: string, rootId: string): string {
  const rootFile = path.join(dir, `${rootId}.json`)
  const root = JSON.parse(readFileSync(rootFile, 'utf8'))
  const rowId = firstPostRowId(root)
  const row = (root.block as Record<string, Box>)[rowId] as Box
  const edited = row.value.last_edited_time + 60_000
  row.value.last_edited_time = edited
  ;(row.value.properties as Record<string, unknown>).title = [['An edited title']]
  writeFileSync(rootFile, JSON.stringify(root))
  const postFile = path.join(dir, `${rowId.replace(/-/g, '')}.json`)
  const post = JSON.parse(readFileSync(postFile, 'utf8'))
  post.block[rowId].value.last_edited_time = edited
  post.block[rowId].value.properties.title = [['An edited title']]
  writeFileSync(postFile, JSON.stringify(post))
  return rowId
}

export async function benchNotionCalls(postCount: number, uploads = false): Promise<Row[]> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'folio-bench-'))
  const dir = path.join(tmp, 'ws')
  const { rootPageId } = writeSyntheticWorkspace(dir, { posts: postCount, uploads })
  const rootId = rootPageId.replace(/-/g, '')
  const stub = await startNotionStub({ dir })
  Object.assign(process.env, {
    NOTION_PAGE_ID: rootId,
    NOTION_API_BASE_URL: stub.url,
    NOTION_INDEX_TTL_SECONDS: '0',
    FOLIO_CACHE_DIR: path.join(tmp, 'cache'),
  })
  const rows: Row[] = []
  try {
    resetSiteDataForTests()
    await measure('cold', stub, rows)
    resetSiteDataForTests() // a new build process: memory is gone, the disk cache stays
    await measure('warm, nothing changed', stub, rows)
    const changed = changeOnePost(dir, rootId)
    stub.reload()
    resetSiteDataForTests()
    await measure('warm, one post changed', stub, rows)
    // The post's own page must have been fetched again (and nothing else but the index).
    const refetched = stub.calls.some((c) => c.endpoint === 'loadPageChunk' && (c.body as { pageId?: string }).pageId === changed)
    if (!refetched) throw new Error(`the changed post ${changed} was not fetched again`)
  } finally {
    await stub.close()
    rmSync(tmp, { recursive: true, force: true })
  }
  return rows
}

export function printCalls(rows: Row[]) {
  console.log('| load | wall time | Notion calls by endpoint |')
  console.log('|---|---|---|')
  for (const r of rows) {
    const total = Object.values(r.calls).reduce((a, b) => a + b, 0)
    const detail = Object.entries(r.calls).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'
    console.log(`| ${r.run} | ${(r.ms / 1000).toFixed(2)} s | ${total} (${detail}) |`)
  }
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const i = process.argv.indexOf('--posts')
  const posts = i > 0 ? Number(process.argv[i + 1]) : 1000
  const uploads = process.argv.includes('--uploads')
  console.log(`Notion calls for a ${posts}-post synthetic workspace${uploads ? ' with uploads' : ''} served by the stub on 127.0.0.1`)
  printCalls(await benchNotionCalls(posts, uploads))
}
