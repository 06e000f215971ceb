// The ConvertContext over a recorded workspace: finds records, titles, users and parents.
import { isObject, normalizeId, unwrapRecord, type JsonObject } from '../stub/records'
import type { Workspace } from '../stub/workspace'
import type { BlockParent, ConvertContext, MentionTarget } from './context'
import { dashedId, notionUrl } from './ids'
import { plainText, toRichText } from './rich-text'

export interface StoreContext extends ConvertContext {
  /** Compact id of the record holding this one (a row's is its database block). */
  parentIdOf(id: string): string | undefined
}

export function createConvertContext(workspace: Workspace): StoreContext {
  const record = (table: string, id: string): JsonObject | undefined =>
    unwrapRecord(workspace.findRecord(table, id)?.box)

  const context: StoreContext = {
    record,
    target(id): MentionTarget {
      const block = id ? record('block', id) : undefined
      if (!block) return { kind: 'missing', title: 'Untitled', url: null }
      if (block.type === 'collection_view_page' || block.type === 'collection_view') {
        const collectionId =
          isObject(block.format) && isObject(block.format.collection_pointer)
            ? block.format.collection_pointer.id
            : block.collection_id
        const collection =
          typeof collectionId === 'string' ? record('collection', collectionId) : undefined
        const title = collection ? plainText(toRichText(collection.name, context)) : 'Untitled'
        return { kind: 'database', title, url: notionUrl(title, id) }
      }
      const title =
        plainText(
          toRichText(isObject(block.properties) ? block.properties.title : undefined, context),
        ) || 'Untitled'
      return { kind: 'page', title, url: notionUrl(title, id) }
    },
    user(id) {
      const user = record('notion_user', id)
      if (!user) return undefined
      const name = [user.given_name, user.family_name]
        .filter((part) => typeof part === 'string' && part)
        .join(' ')
      return { name: name || String(user.name ?? 'Unknown') }
    },
    linkPreviewUrl(id) {
      const block = record('block', id)
      const format = isObject(block?.format) ? block.format : {}
      const url = format.original_url ?? format.uri
      return typeof url === 'string' ? url : undefined
    },
    parentOf(child): BlockParent {
      const parentId = typeof child.parent_id === 'string' ? child.parent_id : undefined
      if (!parentId || child.parent_table === 'space' || child.parent_table === 'team')
        return { type: 'workspace', workspace: true }
      if (child.parent_table === 'collection') {
        const database = record('collection', parentId)?.parent_id
        return {
          type: 'data_source_id',
          data_source_id: dashedId(parentId),
          database_id: dashedId(typeof database === 'string' ? database : parentId),
        }
      }
      const parent = record('block', parentId)
      if (parent?.type === 'page') return { type: 'page_id', page_id: dashedId(parentId) }
      if (parent?.type === 'collection_view_page')
        return { type: 'database_id', database_id: dashedId(parentId) }
      return { type: 'block_id', block_id: dashedId(parentId) }
    },
    parentIdOf(id) {
      const found = record('block', id) ?? record('collection', id)
      const parentId = found?.parent_id
      if (typeof parentId !== 'string' || found?.parent_table === 'space') return undefined
      return normalizeId(parentId)
    },
  }
  return context
}
