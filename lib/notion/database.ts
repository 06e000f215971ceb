// Finding the blog database inside the root page and listing its rows in view order.
import type { Block, Collection, ExtendedRecordMap } from 'notion-types'
import { plainText } from './properties'
import { dashedId, getBlock, getCollection, getCollectionView } from './records'

export interface LocatedDatabase {
  block: Block
  collection: Collection
  collectionId: string
  viewIds: string[]
}

/** The collection a database block shows (its own, or the one a linked view points at). */
export function collectionIdOf(block: Block, recordMap: ExtendedRecordMap): string | undefined {
  const b = block as Block & { collection_id?: string; view_ids?: string[] }
  if (b.collection_id) return b.collection_id
  const pointer = (block.format as { collection_pointer?: { id?: string } } | undefined)
    ?.collection_pointer?.id
  if (pointer) return pointer
  const firstView = b.view_ids?.[0]
  const view = firstView ? getCollectionView(recordMap, firstView) : undefined
  return (view?.format as { collection_pointer?: { id?: string } } | undefined)?.collection_pointer
    ?.id
}

function isDatabaseBlock(block: Block | undefined): block is Block {
  return block?.type === 'collection_view_page' || block?.type === 'collection_view'
}

/** The page's own database block, or the ones it holds directly. */
function databaseCandidates(recordMap: ExtendedRecordMap, pageId: string): Block[] {
  const root = getBlock(recordMap, dashedId(pageId))
  if (!root) return []
  if (isDatabaseBlock(root)) return [root]
  const children: string[] = (root as Block).content ?? []
  return children.map((id) => getBlock(recordMap, id)).filter(isDatabaseBlock)
}

/**
 * The collection id of a database the page shows whose collection record did not come back
 * readable (`{role:'none'}` or missing): a Notion fault or missing access, not a wrong id.
 */
export function unreadableCollectionOf(recordMap: ExtendedRecordMap, pageId: string): string | undefined {
  for (const block of databaseCandidates(recordMap, pageId)) {
    const collectionId = collectionIdOf(block, recordMap)
    if (collectionId && !getCollection(recordMap, collectionId)) return collectionId
  }
  return undefined
}

/** The database a page is, or the first one it holds directly. */
export function locateDatabase(
  recordMap: ExtendedRecordMap,
  pageId: string,
): LocatedDatabase | undefined {
  for (const block of databaseCandidates(recordMap, pageId)) {
    const collectionId = collectionIdOf(block, recordMap)
    const collection = collectionId ? getCollection(recordMap, collectionId) : undefined
    if (!collectionId || !collection) continue
    const viewIds = (block as Block & { view_ids?: string[] }).view_ids ?? []
    return { block, collection, collectionId, viewIds }
  }
  return undefined
}

/** Block ids stored for one view: plain, older and grouped (`results:<type>:<value>`) forms. */
export function idsOfQueryResult(result: unknown): string[] | undefined {
  if (typeof result !== 'object' || result === null) return undefined
  const r = result as Record<string, unknown>
  const lists: unknown[] = []
  if (Array.isArray(r.blockIds)) lists.push(r.blockIds)
  for (const [key, group] of Object.entries(r)) {
    if (key === 'collection_group_results' || key.startsWith('results:')) {
      const ids = (group as { blockIds?: unknown } | null)?.blockIds
      if (Array.isArray(ids)) lists.push(ids)
    }
  }
  if (lists.length === 0) return undefined
  const seen = new Set<string>()
  for (const list of lists as unknown[][]) {
    for (const id of list) if (typeof id === 'string') seen.add(id)
  }
  return [...seen]
}

/** Row ids in the order of the first view that has results (the owner's chosen order). */
export function rowIdsInViewOrder(recordMap: ExtendedRecordMap, db: LocatedDatabase): string[] {
  const byView = recordMap.collection_query[db.collectionId] ?? {}
  const viewOrder = [...db.viewIds, ...Object.keys(byView).filter((v) => !db.viewIds.includes(v))]
  // A view filtered down to nothing (a "Drafts" tab placed first, say) is not the blog's order.
  for (const viewId of viewOrder) {
    const ids = idsOfQueryResult(byView[viewId])
    if (ids && ids.length > 0) return ids
  }
  return []
}

export function collectionName(collection: Collection): string {
  return plainText(collection.name)
}

export function collectionDescription(collection: Collection): string {
  return plainText((collection as Collection & { description?: unknown }).description)
}
