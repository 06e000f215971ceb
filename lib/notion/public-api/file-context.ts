// Which records a file belongs to, for the file route's check that the site shows it
// (PageSource.fileContext): the record named by the ref and every block, page, data source and
// database above it, nearest first, read through the API's `parent` of each.
import type { FileRef } from '../file-ref'
import { isImageSlot } from '../file-slots'
import { compactId } from '../records'
import type { FileContext } from '../source'
import type { ApiObject, PublicApiReader } from './reader'
import { isUnreadable } from './tree'

/** Deeper than any body nests (Notion's own limit is far below). */
const MAX_DEPTH = 64

type Parent = { type?: string; page_id?: string; block_id?: string; database_id?: string; data_source_id?: string }

/** The next record up, and how to read it; none at the workspace. */
function parentOf(record: ApiObject): { id: string; read: 'block' | 'database' | 'dataSource' } | undefined {
  const parent = record.parent as Parent | undefined
  if (parent?.page_id) return { id: parent.page_id, read: 'block' }
  if (parent?.block_id) return { id: parent.block_id, read: 'block' }
  if (parent?.data_source_id) return { id: parent.data_source_id, read: 'dataSource' }
  if (parent?.database_id) return { id: parent.database_id, read: 'database' }
  return undefined
}

function read(reader: PublicApiReader, how: 'block' | 'database' | 'dataSource', id: string): Promise<ApiObject> {
  if (how === 'database') return reader.retrieveDatabase(id)
  if (how === 'dataSource') return reader.retrieveDataSource(id)
  return reader.retrieveBlock(id) as Promise<ApiObject>
}

export async function fileContextOf(reader: PublicApiReader, ref: FileRef): Promise<FileContext | undefined> {
  try {
    const record = await read(reader, ref.table === 'collection' ? 'dataSource' : 'block', ref.id)
    const owners = [compactId(ref.id)]
    let current: ApiObject | undefined = record
    for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
      const up = parentOf(current)
      if (!up) break
      owners.push(compactId(up.id))
      // A data source's database is the site's root: nothing above it decides anything.
      if (up.read === 'dataSource') owners.push(...dataSourceDatabase(current))
      current = await read(reader, up.read, up.id).catch((error: unknown) => (isUnreadable(error) ? undefined : Promise.reject(error)))
    }
    const blockType = ref.table === 'block' ? record.type : undefined
    return { owners: [...new Set(owners)], imageOnly: ref.table === 'collection' || isImageSlot(ref.slot, blockType) }
  } catch (error) {
    if (isUnreadable(error)) return undefined
    throw error
  }
}

function dataSourceDatabase(child: ApiObject): string[] {
  const databaseId = (child.parent as Parent | undefined)?.database_id
  return databaseId ? [compactId(databaseId)] : []
}
