// Workspaces for the public-API stand-in's tests: the bundled demo, a big synthetic blog
// (>100 rows, a >100-block body, a long relation, a long text), and a client pointed at it.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from '@notionhq/client'
import { buildSyntheticWorkspace } from '@/bench/synthetic'
import { allPageIds, compactId, NotionWorkspace, paragraph } from '@/lib/notion/builder'
import {
  startPublicNotionStub,
  type PublicNotionStub,
  type PublicStubOptions,
} from '@/lib/notion/public-stub'
import { isObject, unwrapRecord } from '@/lib/notion/stub/records'

export const NOTION_VERSION = '2025-09-03'
export const DEMO_DIR = join(process.cwd(), 'demo/workspace')
export const DEMO_DATABASE = 'f01105a1e0b14c0f8a2d5e6b7c8d9e0f'
/** The demo's "every block" showcase page. */
export const DEMO_SHOWCASE = '4e1784cb19934a38bd023660226a71c7'

export function client(
  stub: PublicNotionStub,
  options: { auth?: string; retry?: false } = {},
): Client {
  return new Client({
    auth: options.auth ?? stub.token,
    baseUrl: stub.url,
    notionVersion: NOTION_VERSION,
    retry: options.retry ?? false,
  })
}

/** Record maps of every page of a builder workspace, as snapshot files hold them. */
export function pagesOf(ws: NotionWorkspace): Record<string, unknown> {
  return Object.fromEntries(allPageIds(ws).map((id) => [compactId(id), ws.getPage(id)]))
}

export function demoPages(): Record<string, unknown> {
  const pages: Record<string, unknown> = {}
  for (const name of readdirSync(DEMO_DIR).filter((file) => file.endsWith('.json')))
    pages[name.replace('.json', '')] = JSON.parse(readFileSync(join(DEMO_DIR, name), 'utf8'))
  return pages
}

export const BIG_POSTS = 150
export const LONG_BODY = 250
export const LONG_RELATION = 60
export const MENTIONS = 30

function records(recordMap: unknown, table: string): Record<string, unknown>[] {
  const boxes =
    isObject(recordMap) && isObject(recordMap[table]) ? Object.values(recordMap[table]) : []
  return boxes.flatMap((box): Record<string, unknown>[] => {
    const record = unwrapRecord(box)
    return record ? [record] : []
  })
}

/** The synthetic blog of BIG_POSTS posts, a page of LONG_BODY paragraphs, one row related to LONG_RELATION others. */
export function bigWorkspace() {
  const { ws, rootPageId } = buildSyntheticWorkspace({ posts: BIG_POSTS, seed: 'public-stub' })
  const longPage = ws.addPage({
    seed: 'long',
    title: 'Long page',
    body: Array.from({ length: LONG_BODY }, (_, n) => paragraph(`Paragraph ${n}`)),
  })
  const pages = pagesOf(ws)
  const root = pages[compactId(rootPageId)]
  const collection = records(root, 'collection')[0] as {
    id: string
    schema: Record<string, unknown>
  }
  const rows = records(root, 'block').filter((block) => block.parent_table === 'collection')
  const [first, ...others] = rows
  const related = others.slice(0, LONG_RELATION).map((row) => String(row.id))
  for (const page of Object.values(pages))
    for (const found of records(page, 'collection')) {
      ;(found.schema as Record<string, unknown>).rel1 = {
        name: 'related',
        type: 'relation',
        collection_id: collection.id,
      }
    }
  const longText = 'x'.repeat(4500)
  for (const page of Object.values(pages))
    for (const block of records(page, 'block'))
      if (block.id === first?.id) {
        const properties = block.properties as Record<string, unknown>
        properties.rel1 = related.map((id) => ['‣', [['p', id]]])
        const idOf = (name: string) =>
          Object.entries(collection.schema).find(
            ([, entry]) => (entry as { name: string }).name === name,
          )?.[0] ?? name
        properties[idOf('summary')] = [[longText]]
        // 30 page mentions: past Notion's 25 references of a page object (in a text property).
        properties[idOf('ext')] = related
          .slice(0, MENTIONS)
          .flatMap((id) => [['‣', [['p', id]]], [' ']])
      }
  return {
    pages,
    rootId: compactId(rootPageId),
    longPageId: compactId(longPage),
    relatedRowId: compactId(String(first?.id)),
    related,
    collectionId: compactId(collection.id),
  }
}

let running: PublicNotionStub[] = []

export async function startStub(options: PublicStubOptions): Promise<PublicNotionStub> {
  const stub = await startPublicNotionStub(options)
  running.push(stub)
  return stub
}

export async function closeStubs(): Promise<void> {
  await Promise.all(running.map((stub) => stub.close()))
  running = []
}
