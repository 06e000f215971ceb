// The databases of a trimmed body, made drawable: every view in the shape react-notion-x draws
// (view-shapes.ts), and only views whose rows can be shown. A database left with no such view
// keeps an empty view list: the body then says its rows could not be shown, instead of drawing
// an empty frame.
import type { Block, ExtendedRecordMap } from 'notion-types'
import { collectionIdOf, idsOfQueryResult } from './database'
import { getBlock, getCollection, getCollectionView } from './records'
import { shapeView } from './view-shapes'

type DatabaseMaps = Pick<
  ExtendedRecordMap,
  'block' | 'collection' | 'collection_view' | 'collection_query'
>

export function shapeBodyDatabases<T extends DatabaseMaps>(body: T): T {
  const map = body as unknown as ExtendedRecordMap
  const block = { ...body.block }
  const views = { ...body.collection_view }
  const query = { ...body.collection_query }
  for (const [id, box] of Object.entries(body.block)) {
    const database = box?.value as Block | undefined
    if (database?.type !== 'collection_view') continue
    const viewIds = (database as Block & { view_ids?: string[] }).view_ids ?? []
    const collectionId = collectionIdOf(database, map)
    const collection = collectionId ? getCollection(map, collectionId) : undefined
    const kept: string[] = []
    for (const viewId of viewIds) {
      const view = getCollectionView(map, viewId)
      const answer = collectionId ? body.collection_query[collectionId]?.[viewId] : undefined
      if (!collection || !collectionId || !view || answer === undefined || answer === null) continue
      const rowIds = (idsOfQueryResult(answer) ?? []).filter((rowId) => getBlock(map, rowId))
      const shaped = shapeView(view, collection, answer, rowIds, (rowId) => getBlock(map, rowId))
      views[viewId] = { ...views[viewId]!, value: shaped.view }
      query[collectionId] = {
        ...query[collectionId],
        [viewId]: shaped.data,
      } as ExtendedRecordMap['collection_query'][string]
      kept.push(viewId)
    }
    if (kept.length !== viewIds.length)
      block[id] = { ...box!, value: { ...database, view_ids: kept } as Block }
  }
  return { ...body, block, collection_view: views, collection_query: query }
}
