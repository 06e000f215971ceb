// The classic record map being assembled from public-API answers, and the page and database
// records every part of it shares.
import { createHash } from 'node:crypto'
import type { ExtendedRecordMap } from 'notion-types'
import { dashedId, normaliseRecordMap } from '../records'
import { timeMs, type ClassicBlock } from './blocks'
import { iconText, fileAddress, type PublicFileObject } from './files'
import { classicProperties, type PublicPropertyValue } from './property-values'
import type { ApiObject } from './reader'

type Table = Record<string, { role: 'reader'; value: Record<string, unknown> }>

export class ClassicRecords {
  readonly block: Table = {}
  readonly collection: Table = {}
  readonly collection_view: Table = {}
  readonly collection_query: Record<string, Record<string, unknown>> = {}

  addBlock(block: ClassicBlock): void {
    this.block[block.id] = { role: 'reader', value: block }
  }

  getBlock(id: string): ClassicBlock | undefined {
    return this.block[dashedId(id)]?.value as ClassicBlock | undefined
  }

  add(table: 'collection' | 'collection_view', value: { id: string; [field: string]: unknown }): void {
    this[table][value.id] = { role: 'reader', value }
  }

  setQuery(collectionId: string, viewId: string, blockIds: string[]): void {
    const byView = (this.collection_query[collectionId] ??= {})
    byView[viewId] = { collection_group_results: { type: 'results', blockIds, hasMore: false } }
  }

  recordMap(): ExtendedRecordMap {
    const { block, collection, collection_view, collection_query } = this
    return normaliseRecordMap({ block, collection, collection_view, collection_query, notion_user: {}, signed_urls: {} })
  }
}

type Parent = { type?: string; page_id?: string; block_id?: string; database_id?: string; data_source_id?: string }

/** Where a page lives, as the classic parent_table / parent_id pair. */
function classicParent(parent: Parent | undefined): { parent_table: string; parent_id: string } {
  if (parent?.data_source_id) return { parent_table: 'collection', parent_id: dashedId(parent.data_source_id) }
  // Before data sources, a row's parent was its database (one source, the same id).
  if (parent?.database_id) return { parent_table: 'collection', parent_id: dashedId(parent.database_id) }
  const id = parent?.page_id ?? parent?.block_id
  return id ? { parent_table: 'block', parent_id: dashedId(id) } : { parent_table: 'space', parent_id: '' }
}

/** The page's icon and cover as the classic `format.page_icon` / `page_cover`. */
export function pageFormat(object: ApiObject): Record<string, unknown> {
  const icon = iconText(object.icon as PublicFileObject | null)
  const cover = fileAddress(object.cover as PublicFileObject | null)
  return { ...(icon ? { page_icon: icon } : {}), ...(cover ? { page_cover: cover, page_cover_position: 0.5 } : {}) }
}

/** A page (a row, or any page) as its classic block, properties included. */
export function classicPage(page: ApiObject, content: string[] = []): ClassicBlock {
  const format = pageFormat(page)
  return {
    id: dashedId(page.id),
    version: 1,
    type: 'page',
    properties: classicProperties((page.properties ?? {}) as Record<string, PublicPropertyValue>),
    ...(Object.keys(format).length > 0 ? { format } : {}),
    content,
    ...classicParent(page.parent as Parent | undefined),
    alive: page.in_trash !== true && page.archived !== true,
    created_time: timeMs(page.created_time as string | undefined),
    last_edited_time: timeMs(page.last_edited_time as string | undefined),
  }
}

/** The view a database is shown through: the API exposes no view, so one id per database. */
export function viewIdOf(databaseId: string): string {
  return dashedId(createHash('sha256').update(`folio-view:${dashedId(databaseId)}`).digest('hex').slice(0, 32))
}
