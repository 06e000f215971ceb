// The site index: the blog database's rows and metadata, read from the root page.
import type { ExtendedRecordMap } from 'notion-types'
import type { PropertyNames, WorkspaceIndex } from '@/lib/site/workspace'
import { collectionDescription, collectionName, locateDatabase, rowIdsInViewOrder } from './database'
import { mapImageUrl, type ImageUrlOptions } from './image-url'
import { compactId } from './records'
import { readRows, selectOptions } from './rows'

export class NotADatabaseError extends Error {
  constructor(pageId: string) {
    super(`Notion page ${pageId} is not a database and holds none: point NOTION_PAGE_ID at the blog database`)
    this.name = 'NotADatabaseError'
  }
}

export function readWorkspaceIndex(
  recordMap: ExtendedRecordMap,
  rootId: string,
  names: PropertyNames,
  images: ImageUrlOptions,
): WorkspaceIndex {
  const db = locateDatabase(recordMap, rootId)
  if (!db) throw new NotADatabaseError(rootId)
  const icon = (db.collection as { icon?: string }).icon ?? ''
  const cover = (db.block.format as { page_cover?: string } | undefined)?.page_cover
  return {
    rootId: compactId(rootId),
    title: collectionName(db.collection),
    description: collectionDescription(db.collection),
    icon: icon.startsWith('http') || icon.startsWith('/') ? mapImageUrl(icon, db.collectionId, { ...images, table: 'collection' }) : icon,
    cover: cover ? mapImageUrl(cover, db.block.id, images) : '',
    rows: readRows(recordMap, db, rowIdsInViewOrder(recordMap, db), names, images),
    categoryOptions: selectOptions(db.collection, names.category),
    tagOptions: selectOptions(db.collection, names.tags),
  }
}
