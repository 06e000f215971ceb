// An in-memory Notion workspace: every block, collection, view and user the builder made.
// `getPage(id)` answers with exactly what notion-client's `NotionAPI.getPage(id)` returns.
import type { BlockSpec } from './block-spec'
import { Database } from './database'
import type { DatabaseSpec } from './database'
import { notionId } from './ids'
import { baseRecord, materialiseBlocks } from './materialise'
import type { Times } from './materialise'
import { collectionRecord, lookFormat } from './page-records'
import { pageRecordMap } from './record-map'
import type { EmitOptions, SnapshotRecordMap } from './emit'
import type { BlockRecord, UserRecord } from './records'
import { toRichText } from './rich-text'
import type { RichText, RichTextInput } from './rich-text'

/** How a page looks: icon (emoji or URL), cover, cover position, full width. */
export interface PageLook {
  icon?: string
  cover?: string
  /** 0 (top) … 1 (bottom), Notion's `page_cover_position`. */
  coverPosition?: number
  fullWidth?: boolean
  /** Extra `format` fields, merged last. */
  format?: Record<string, unknown>
}

export interface PageSpec extends PageLook {
  id?: string
  seed?: string
  title: RichTextInput
  body?: BlockSpec[]
  /** Parent block id; default: the workspace (space) itself. */
  parentId?: string
  createdTime?: number
  lastEditedTime?: number
}

export interface WorkspaceOptions {
  /** Seed for the space and user ids. */
  seed?: string
  /** Default created/edited time (epoch ms) for records that are given none. */
  time?: number
  user?: { givenName: string; familyName: string; email: string }
}

interface PageRecordInput extends PageLook {
  id: string
  parentId: string
  parentTable: BlockRecord['parent_table']
  properties: Record<string, RichText>
  body?: BlockSpec[]
  createdTime?: number
  lastEditedTime?: number
}

export class NotionWorkspace {
  readonly spaceId: string
  readonly userId: string
  readonly time: number
  readonly blocks = new Map<string, BlockRecord>()
  readonly databases = new Map<string, Database>()
  readonly users = new Map<string, UserRecord>()

  constructor(options: WorkspaceOptions = {}) {
    const seed = options.seed ?? 'workspace'
    this.spaceId = notionId(`${seed}/space`)
    this.userId = notionId(`${seed}/user`)
    this.time = options.time ?? Date.UTC(2024, 0, 1)
    const user = options.user ?? {
      givenName: 'Ada',
      familyName: 'Writer',
      email: 'ada@example.com',
    }
    this.addUser(this.userId, user)
  }

  addUser(id: string, user: { givenName: string; familyName: string; email: string }): string {
    this.users.set(id, {
      id,
      version: 1,
      email: user.email,
      given_name: user.givenName,
      family_name: user.familyName,
      onboarding_completed: true,
      mobile_onboarding_completed: true,
    })
    return id
  }

  collectionPointer(collectionId: string) {
    return { id: collectionId, table: 'collection', spaceId: this.spaceId }
  }

  /** A standalone page (not a database row). Returns its dashed id. */
  addPage(spec: PageSpec): string {
    const id = spec.id ?? notionId(spec.seed ?? `page/${this.blocks.size}`)
    const parentId = spec.parentId ?? this.spaceId
    const parentTable = spec.parentId ? 'block' : 'space'
    return this.addPageRecord({
      ...spec,
      id,
      parentId,
      parentTable,
      properties: { title: toRichText(spec.title) },
    })
  }

  /** A full-page database (`collection_view_page`), e.g. the blog's root page. */
  addDatabasePage(spec: DatabaseSpec & PageLook & { id?: string; parentId?: string }): Database {
    const id = spec.id ?? notionId(`${spec.seed}/block`)
    const times = { created: this.time, edited: this.time }
    const parent = spec.parentId
      ? { id: spec.parentId, table: 'block' as const }
      : { id: this.spaceId, table: 'space' as const }
    const record = baseRecord(this, id, 'collection_view_page', parent, times)
    this.blocks.set(id, record)
    const db = this.createDatabase(spec, id, times)
    record.collection_id = db.collectionId
    record.view_ids = db.viewIds
    record.format = {
      ...lookFormat(spec),
      collection_pointer: this.collectionPointer(db.collectionId),
    }
    record.permissions = [{ role: 'reader', type: 'public_permission' }]
    return db
  }

  /** Registers a database shown by block `blockId` and adds its rows. */
  createDatabase(spec: DatabaseSpec, blockId: string, times: Times): Database {
    const collection = collectionRecord(spec, blockId, this.spaceId)
    const db = new Database(this, spec, blockId, collection)
    this.databases.set(collection.id, db)
    for (const row of spec.rows ?? [])
      db.addRow({ createdTime: times.created, lastEditedTime: times.edited, ...row })
    return db
  }

  /** @internal Used by addPage and Database.addRow. */
  addPageRecord(input: PageRecordInput): string {
    const created = input.createdTime ?? this.time
    const times = { created, edited: input.lastEditedTime ?? created }
    const record = baseRecord(
      this,
      input.id,
      'page',
      { id: input.parentId, table: input.parentTable },
      times,
    )
    record.properties = input.properties
    const format = lookFormat(input)
    if (Object.keys(format).length) record.format = format
    if (input.parentTable === 'space')
      record.permissions = [{ role: 'reader', type: 'public_permission' }]
    this.blocks.set(input.id, record)
    if (input.body?.length) record.content = materialiseBlocks(this, input.body, input.id, times)
    return input.id
  }

  database(collectionId: string): Database | undefined {
    return this.databases.get(collectionId)
  }

  /** What `NotionAPI.getPage(pageId)` returns for this page. */
  getPage(pageId: string, options?: EmitOptions): SnapshotRecordMap {
    return pageRecordMap(this, pageId, options)
  }
}
