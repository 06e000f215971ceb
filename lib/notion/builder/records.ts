// The records the builder keeps, unwrapped. They mirror what Notion stores; boxes
// (`{role, value}` or the 2026 double wrap) are only added when a recordMap is emitted.
import type { RichText } from './rich-text'
import type { Schema } from './properties'

export interface BlockRecord {
  id: string
  version: number
  type: string
  properties?: Record<string, RichText>
  format?: Record<string, unknown>
  content?: string[]
  parent_id: string
  parent_table: 'block' | 'collection' | 'space'
  alive: boolean
  created_time: number
  last_edited_time: number
  created_by_table: 'notion_user'
  created_by_id: string
  last_edited_by_table: 'notion_user'
  last_edited_by_id: string
  space_id: string
  /** Type-specific fields: `collection_id`, `view_ids`, `permissions`, `file_ids`… */
  [field: string]: unknown
}

export interface CollectionRecord {
  id: string
  version: number
  name: RichText
  description?: RichText
  icon?: string
  cover?: string
  schema: Schema
  format?: Record<string, unknown>
  parent_id: string
  parent_table: 'block'
  alive: boolean
  space_id: string
}

export interface ViewRecord {
  id: string
  version: number
  type: 'table' | 'gallery' | 'list' | 'board' | 'calendar' | 'timeline'
  name: string
  format: Record<string, unknown>
  query2?: Record<string, unknown>
  page_sort?: string[]
  parent_id: string
  parent_table: 'block'
  alive: boolean
  space_id: string
}

export interface UserRecord {
  id: string
  version: number
  email: string
  given_name: string
  family_name: string
  profile_photo?: string
  onboarding_completed: boolean
  mobile_onboarding_completed: boolean
}

/** `collection_query[collectionId][viewId]`: any of the shapes Notion has returned. */
export type QueryResult = Record<string, unknown>

export type RecordTable = 'block' | 'collection' | 'collection_view' | 'notion_user' | 'space'
