// The site index: the blog database's rows and metadata, read from the root page.
import type { ExtendedRecordMap } from 'notion-types'
import type { PropertyNames, WorkspaceIndex } from '@/lib/site/workspace'
import { collectionDescription, collectionName, locateDatabase, rowIdsInViewOrder, unreadableCollectionOf } from './database'
import { notionFileLink } from './file-links'
import { mapImageUrl, type ImageUrlOptions } from './image-url'
import { compactId } from './records'
import { withoutScriptUrl } from './script-urls'
import { readRows, selectOptions } from './rows'

export class NotADatabaseError extends Error {
  constructor(pageId: string, unreadableCollection?: string) {
    super(
      unreadableCollection
        ? `Notion page ${pageId} is a database, but its collection ${unreadableCollection} came back unreadable ` +
            "({role:'none'} or missing): the integration lacks access to it, or Notion answered wrongly"
        : `Notion page ${pageId} is not a database and holds none: point NOTION_PAGE_ID at the blog database`,
    )
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
  if (!db) throw new NotADatabaseError(rootId, unreadableCollectionOf(recordMap, rootId))
  const collection = db.collection as { icon?: string; cover?: string }
  const format = db.block.format as { page_icon?: string; page_cover?: string } | undefined
  // The database's own icon and cover, shown through Folio's route as the collection's files.
  const asCollectionImage = (url: string, slot: 'icon' | 'cover') =>
    notionFileLink(url, 'collection', db.collectionId, slot) ?? mapImageUrl(url, db.collectionId, { ...images, table: 'collection' })
  const icon = withoutScriptUrl(collection.icon || format?.page_icon || '', `database ${compactId(rootId)} icon`)
  const cover = collection.cover || format?.page_cover || ''
  return {
    rootId: compactId(rootId),
    title: collectionName(db.collection),
    description: collectionDescription(db.collection),
    icon: /^(https?:|\/|attachment:)/.test(icon) ? asCollectionImage(icon, 'icon') : icon,
    cover: cover ? asCollectionImage(cover, 'cover') : '',
    rows: readRows(recordMap, db, rowIdsInViewOrder(recordMap, db), names, images),
    categoryOptions: selectOptions(db.collection, names.category),
    tagOptions: selectOptions(db.collection, names.tags),
  }
}
