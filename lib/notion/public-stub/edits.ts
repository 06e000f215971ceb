// Changing the recorded workspace at run time: a page's title and properties, a block's text.
// The classic record changes (its last_edited_time and its page's move to now) and the
// converted objects are rebuilt from it, so every endpoint shows the change.
import { isObject, normalizeId, unwrapRecord, type JsonObject } from '../stub/records'
import type { Workspace } from '../stub/workspace'
import { schemaOf } from './objects'
import type { EditValue, PageEdit } from './types'

function recordOf(workspace: Workspace, table: string, id: string): JsonObject {
  const record = unwrapRecord(workspace.findRecord(table, id)?.box)
  if (!record) throw new Error(`public stub: no ${table} ${id} to edit`)
  return record
}

function touch(record: JsonObject, now: number): void {
  record.last_edited_time = now
}

/** The classic value a property of this type stores for an edit. */
function classicValue(type: string, value: EditValue): unknown[] {
  const text = Array.isArray(value) ? value.join(',') : String(value)
  if (type === 'checkbox') return [[value === true || value === 'Yes' ? 'Yes' : 'No']]
  if (type === 'date') return [['‣', [['d', { type: 'date', start_date: text }]]]]
  return [[text]]
}

export function editPage(
  workspace: Workspace,
  pageId: string,
  edit: PageEdit,
  now = Date.now(),
): void {
  const page = recordOf(workspace, 'block', pageId)
  const properties = isObject(page.properties) ? page.properties : {}
  page.properties = properties
  if (edit.title !== undefined) properties.title = [[edit.title]]
  const collection =
    page.parent_table === 'collection' && typeof page.parent_id === 'string'
      ? recordOf(workspace, 'collection', page.parent_id)
      : undefined
  for (const [name, value] of Object.entries(edit.properties ?? {})) {
    const entry = schemaOf(collection).find(([, schema]) => schema.name === name)
    if (!entry) throw new Error(`public stub: page ${pageId} has no property "${name}"`)
    properties[entry[0]] = classicValue(String(entry[1].type), value)
  }
  touch(page, now)
}

export function setBlockText(
  workspace: Workspace,
  blockId: string,
  text: string,
  now = Date.now(),
): void {
  const block = recordOf(workspace, 'block', blockId)
  block.properties = { ...(isObject(block.properties) ? block.properties : {}), title: [[text]] }
  touch(block, now)
  // The page holding the block was edited too.
  let parent: JsonObject | undefined = block
  for (let depth = 0; depth < 100 && parent && parent.type !== 'page'; depth++) {
    parent =
      typeof parent.parent_id === 'string' && parent.parent_table === 'block'
        ? unwrapRecord(workspace.findRecord('block', normalizeId(parent.parent_id))?.box)
        : undefined
  }
  if (parent) touch(parent, now)
}
