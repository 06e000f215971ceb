// A Notion database: a collection (schema + rows) shown through one or more views. Rows are
// pages whose parent is the collection; view query results are computed from the rows.
import type { BlockSpec } from './block-spec'
import { notionId } from './ids'
import { encodeProperty, ensureOptions } from './properties'
import type { PropertyInput, PropertySpec, SchemaEntry } from './properties'
import type { CollectionRecord, QueryResult, ViewRecord } from './records'
import type { RichTextInput } from './rich-text'
import { groupedQueryResult, viewFormat } from './views'
import type { NotionWorkspace, PageLook } from './workspace'

export interface ViewSpec {
  type: 'table' | 'gallery' | 'list' | 'board' | 'calendar' | 'timeline'
  name?: string
  id?: string
  /** Rows the view returns (Notion filters on its side). Default: every row, in order. */
  filter?: (row: RowInfo) => boolean
  /** Property name to group by: emits `results:<type>:<value>` keys instead of one list. */
  groupBy?: string
  /**
   * `reducer` (today's `collection_group_results`, or group results when grouped), `legacy`
   * (older servers' `{type, blockIds, total}`, even when grouped) or `flat` (one
   * `collection_group_results` list even when grouped: what the client makes of a legacy answer).
   */
  queryForm?: 'reducer' | 'legacy' | 'flat'
  /** Grouped: the "no value" group written as Notion sometimes records it, `value: null`. */
  nullGroup?: boolean
  /** Property name a calendar or timeline view places rows by. */
  dateBy?: string
  /** Merged over the generated `format`. */
  format?: Record<string, unknown>
  query2?: Record<string, unknown>
}

export interface RowSpec extends PageLook {
  /** Seed for the row id (default: database seed + position). */
  seed?: string
  id?: string
  /** Values by property name; `undefined` leaves the cell empty. */
  properties: Record<string, PropertyInput | undefined>
  body?: BlockSpec[]
  createdTime?: number
  lastEditedTime?: number
}

export interface DatabaseSpec {
  /** Everything without an explicit id derives its id from this seed. */
  seed: string
  collectionId?: string
  title: RichTextInput
  description?: RichTextInput
  icon?: string
  cover?: string
  coverPosition?: number
  schema: PropertySpec[]
  views?: ViewSpec[]
  rows?: RowSpec[]
}

export interface RowInfo {
  id: string
  values: Record<string, PropertyInput | undefined>
}

export class Database {
  readonly rows: RowInfo[] = []
  readonly viewIds: string[]
  private readonly views: Array<{ id: string; spec: ViewSpec }>

  constructor(
    private readonly ws: NotionWorkspace,
    readonly spec: DatabaseSpec,
    /** The `collection_view_page` or `collection_view` block showing this database. */
    readonly blockId: string,
    readonly collection: CollectionRecord,
  ) {
    const specs = spec.views?.length ? spec.views : [{ type: 'table' as const }]
    this.views = specs.map((view, i) => ({
      id: view.id ?? notionId(`${spec.seed}/view/${i}`),
      spec: view,
    }))
    this.viewIds = this.views.map((v) => v.id)
  }

  get collectionId(): string {
    return this.collection.id
  }

  /** Looks a column up by name; throws on typos so content mistakes surface at build time. */
  propertyId(name: string): string {
    const found = Object.entries(this.collection.schema).find(([, entry]) => entry.name === name)
    if (!found) throw new Error(`database "${this.spec.seed}" has no property "${name}"`)
    return found[0]
  }

  entry(name: string): SchemaEntry {
    const entry = this.collection.schema[this.propertyId(name)]
    if (!entry) throw new Error(`missing schema entry ${name}`)
    return entry
  }

  /** Adds a row page (with its body) and returns its dashed id. */
  addRow(row: RowSpec): string {
    const seed = row.seed ?? `${this.spec.seed}/row/${this.rows.length}`
    const id = row.id ?? notionId(seed)
    const properties: Record<string, ReturnType<typeof encodeProperty>> = {}
    for (const [name, value] of Object.entries(row.properties)) {
      if (value === undefined) continue
      const entry = this.entry(name)
      if (entry.type === 'select' || entry.type === 'multi_select') {
        ensureOptions(
          this.spec.seed,
          entry,
          Array.isArray(value) ? value.map(String) : [String(value)],
        )
      }
      properties[this.propertyId(name)] = encodeProperty(entry, value)
    }
    this.ws.addPageRecord({
      ...row,
      id,
      parentId: this.collectionId,
      parentTable: 'collection',
      properties,
    })
    this.rows.push({ id, values: row.properties })
    return id
  }

  viewRecords(): ViewRecord[] {
    return this.views.map(({ id, spec }, i) => ({
      id,
      version: 1 + i,
      type: spec.type,
      name: spec.name ?? (i === 0 ? 'Default view' : ''),
      format: { ...viewFormat(spec, this), ...spec.format },
      ...(spec.query2 ? { query2: spec.query2 } : {}),
      parent_id: this.blockId,
      parent_table: 'block' as const,
      alive: true,
      space_id: this.ws.spaceId,
    }))
  }

  /** `collection_query[collectionId]` as getPage would record it: one result per view. */
  queryResults(): Record<string, QueryResult> {
    const out: Record<string, QueryResult> = {}
    for (const { id, spec } of this.views) {
      const rows = spec.filter ? this.rows.filter(spec.filter) : this.rows
      const blockIds = rows.map((r) => r.id)
      if (spec.queryForm === 'legacy') {
        out[id] = { type: spec.type, blockIds, aggregationResults: [], total: blockIds.length }
      } else if (spec.groupBy && spec.queryForm !== 'flat') {
        out[id] = groupedQueryResult(spec, this, rows)
      } else {
        out[id] = { collection_group_results: { type: 'results', blockIds, hasMore: false } }
      }
    }
    return out
  }
}
