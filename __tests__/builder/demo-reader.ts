// Reads a written demo snapshot back the way a consumer would: through the files only.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getBlockValue } from 'notion-utils'
import { writeDemo } from '@/demo/build'

type Box = Parameters<typeof getBlockValue>[0]
type Rec = Record<string, unknown> & { id: string; type: string }
export type SnapshotFile = Record<string, Record<string, unknown>>

export const unwrap = (box: unknown) => getBlockValue(box as Box) as unknown as Rec | undefined

export function readSnapshot(dir: string): Map<string, SnapshotFile> {
  const files = new Map<string, SnapshotFile>()
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    files.set(name, JSON.parse(readFileSync(join(dir, name), 'utf8')))
  }
  return files
}

const text = (value: unknown) =>
  Array.isArray(value)
    ? value.map((s: unknown[]) => (s[0] === '‣' || s[0] === '⁍' ? '' : s[0])).join('')
    : ''

export interface Row {
  id: string
  /** Plain text of each property, by column name. */
  props: Record<string, string>
  date?: Record<string, string>
  format: Record<string, unknown>
  raw: Rec
}

/** The rows of the root database, in the order of the first view. */
export function rowsOf(root: SnapshotFile): Row[] {
  const collection = Object.values(root.collection!).map(unwrap)[0]!
  const schema = collection.schema as Record<string, { name: string }>
  const query = Object.values(root.collection_query!)[0] as Record<
    string,
    { collection_group_results: { blockIds: string[] } }
  >
  const firstView = Object.values(query)[0]!
  return firstView.collection_group_results.blockIds.map((id) => {
    const raw = unwrap(root.block![id])!
    const properties = (raw.properties ?? {}) as Record<string, unknown[][]>
    const props: Record<string, string> = {}
    let date: Record<string, string> | undefined
    for (const [propId, value] of Object.entries(properties)) {
      const name = schema[propId]!.name
      props[name] = text(value)
      if (name === 'date') date = (value[0]![1] as unknown[][])[0]![1] as Record<string, string>
    }
    return { id, props, date, format: (raw.format ?? {}) as Record<string, unknown>, raw }
  })
}

/** Every string in a page's body blocks (the page block's own properties excluded). */
export function bodyText(file: SnapshotFile, pageId: string): string {
  const parts: string[] = []
  for (const [id, box] of Object.entries(file.block!)) {
    const block = unwrap(box)
    if (!block || id === pageId || block.parent_table === 'collection') continue
    parts.push(JSON.stringify(block.properties ?? {}))
  }
  return parts.join('\n')
}

export const fileName = (id: string) => `${id.replace(/-/g, '')}.json`

/** Writes a fresh demo build into a new temp directory. */
export function buildDemoInto(): { base: string; workspaceDir: string; imagesDir: string } {
  const base = mkdtempSync(join(tmpdir(), 'folio-demo-'))
  const dirs = { workspaceDir: join(base, 'workspace'), imagesDir: join(base, 'images') }
  writeDemo(dirs)
  return { base, ...dirs }
}
