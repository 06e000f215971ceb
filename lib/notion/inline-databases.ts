// Databases shown inside a page body (inline ones and linked views): which rows and records go
// with the body. A linked view of the blog database itself must not reveal what visitors may
// not see: its hidden rows (drafts, scheduled posts) stay out, and so do its private columns.
import type { Block, Collection, ExtendedRecordMap } from 'notion-types'
import { collectionIdOf, idsOfQueryResult } from './database'
import { compactId, dashedId, getBlock, getCollection } from './records'
import { propertyIdByName } from './rows'

export interface BlogRowPrivacy {
  /** Rows of the blog database visitors may see, 32 hex. */
  visibleRowIds: ReadonlySet<string>
  /** Columns of the blog database a body never shows (names, matched as rows.ts matches them). */
  privateProperties: readonly string[]
}

type QueryResults = ExtendedRecordMap['collection_query']

interface InlineDatabase {
  collectionId: string
  viewIds: string[]
}

export function inlineDatabaseOf(recordMap: ExtendedRecordMap, block: Block): InlineDatabase | undefined {
  if (block.type !== 'collection_view') return undefined
  const collectionId = collectionIdOf(block, recordMap)
  if (!collectionId) return undefined
  return { collectionId, viewIds: (block as Block & { view_ids?: string[] }).view_ids ?? [] }
}

/** The row ids this block's own views list (not those of other databases in the map). */
export function inlineRowIds(recordMap: ExtendedRecordMap, block: Block): string[] {
  const db = inlineDatabaseOf(recordMap, block)
  if (!db) return []
  const byView = recordMap.collection_query[db.collectionId] ?? {}
  return db.viewIds.flatMap((viewId) => idsOfQueryResult(byView[viewId]) ?? [])
}

/** The blog database a page belongs to: every row page's parent collection. */
export function parentCollectionId(recordMap: ExtendedRecordMap, pageId: string): string | undefined {
  const page = getBlock(recordMap, dashedId(pageId))
  return page?.parent_table === 'collection' ? page.parent_id : undefined
}

/** Tells blog rows a body may carry from those it must drop, and strips private columns. */
export class BlogRowGuard {
  private readonly privateIds: Set<string>

  constructor(
    private readonly recordMap: ExtendedRecordMap,
    private readonly blogCollectionId: string | undefined,
    private readonly privacy: BlogRowPrivacy,
  ) {
    const collection = blogCollectionId ? getCollection(recordMap, blogCollectionId) : undefined
    this.privateIds = new Set(
      collection
        ? privacy.privateProperties.flatMap((name) => propertyIdByName(collection, name) ?? [])
        : [],
    )
  }

  isBlogRow(block: Block | undefined): boolean {
    return !!block && block.parent_table === 'collection' && block.parent_id === this.blogCollectionId
  }

  /** False for rows of the blog database that visitors may not see. */
  mayShow(rowId: string): boolean {
    const block = getBlock(this.recordMap, rowId)
    return !this.isBlogRow(block) || this.privacy.visibleRowIds.has(compactId(rowId))
  }

  /** A blog row without its private columns (other blocks unchanged). */
  withoutPrivate(block: Block): Block {
    if (!this.isBlogRow(block) || !block.properties) return block
    const properties = Object.fromEntries(
      Object.entries(block.properties as Record<string, unknown>).filter(([id]) => !this.privateIds.has(id)),
    )
    return { ...block, properties } as Block
  }

  /** The blog collection without its private columns in the schema. */
  collection(collection: Collection): Collection {
    if (collection.id !== this.blogCollectionId) return collection
    const schema = Object.fromEntries(Object.entries(collection.schema ?? {}).filter(([id]) => !this.privateIds.has(id)))
    return { ...collection, schema } as Collection
  }
}

function filterBlockIds(result: unknown, keep: (id: string) => boolean): unknown {
  if (typeof result !== 'object' || result === null) return result
  const out: Record<string, unknown> = { ...(result as Record<string, unknown>) }
  const filterList = (holder: Record<string, unknown>) => {
    if (!Array.isArray(holder.blockIds)) return holder
    const blockIds = (holder.blockIds as unknown[]).filter((id) => typeof id === 'string' && keep(id))
    return { ...holder, blockIds, ...(typeof holder.total === 'number' ? { total: blockIds.length } : {}) }
  }
  for (const [key, value] of Object.entries(out)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      out[key] = filterList(value as Record<string, unknown>)
    }
  }
  return filterList(out)
}

/**
 * The collection records the kept database blocks need: their collections (the blog's without
 * private columns), their views, and their query results listing only kept rows.
 */
export function inlineDatabaseRecords(
  recordMap: ExtendedRecordMap,
  databaseBlocks: Block[],
  keptRow: (id: string) => boolean,
  guard: BlogRowGuard,
): Pick<ExtendedRecordMap, 'collection' | 'collection_view' | 'collection_query'> {
  const collection: ExtendedRecordMap['collection'] = {}
  const collectionView: ExtendedRecordMap['collection_view'] = {}
  const query: QueryResults = {}
  for (const block of databaseBlocks) {
    const db = inlineDatabaseOf(recordMap, block)
    if (!db) continue
    const box = recordMap.collection[db.collectionId]
    const value = getCollection(recordMap, db.collectionId)
    if (box && value) collection[db.collectionId] = { ...box, value: guard.collection(value) }
    const results = recordMap.collection_query[db.collectionId] ?? {}
    const kept: Record<string, unknown> = { ...(query[db.collectionId] ?? {}) }
    for (const viewId of db.viewIds) {
      const view = recordMap.collection_view[viewId]
      if (view) collectionView[viewId] = view
      if (viewId in results) kept[viewId] = filterBlockIds(results[viewId], keptRow)
    }
    query[db.collectionId] = kept as QueryResults[string]
  }
  return { collection, collection_view: collectionView, collection_query: query }
}
