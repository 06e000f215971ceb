// The owner's settings written inside Notion: the Config row's page holds an inline database
// with Name / Value / Enable columns (Chinese column names are accepted too).
import type { ExtendedRecordMap } from 'notion-types'
import { locateDatabase, rowIdsInViewOrder } from './database'
import { checkboxValue, plainText } from './properties'
import { compactId, getBlock } from './records'
import { propertyIdByName } from './rows'
import { scrubJsonText, withoutScriptUrl } from './script-urls'
import { walkPageBlocks } from './walk'

const COLUMN_NAMES = {
  name: ['Name', '配置名'],
  value: ['Value', '配置值'],
  enable: ['Enable', '启用'],
}

/** Enabled settings as raw strings, in row order (later rows win for repeated names). */
export function readConfigRow(recordMap: ExtendedRecordMap, pageId: string): Record<string, string> {
  let databaseBlockId: string | undefined
  walkPageBlocks(recordMap, pageId, (block) => {
    if (!databaseBlockId && block.type === 'collection_view') databaseBlockId = block.id
  })
  const db = databaseBlockId ? locateDatabase(recordMap, compactId(databaseBlockId)) : undefined
  if (!db) return {}
  const columnId = (names: string[]) =>
    names.map((n) => propertyIdByName(db.collection, n)).find((id) => id !== undefined)
  const nameId = columnId(COLUMN_NAMES.name) ?? 'title'
  const valueId = columnId(COLUMN_NAMES.value)
  const enableId = columnId(COLUMN_NAMES.enable)
  const settings: Record<string, string> = {}
  for (const rowId of rowIdsInViewOrder(recordMap, db)) {
    const row = getBlock(recordMap, rowId)
    if (!row || row.alive === false) continue
    const props = (row.properties ?? {}) as Record<string, unknown>
    const name = plainText(props[nameId]).trim()
    if (!name || (enableId && !checkboxValue(props[enableId]))) continue
    // Spaces around a cell's text are typing accidents (and would stop ' 12 ' being a number).
    const value = valueId ? plainText(props[valueId]).trim() : ''
    settings[name] = name === 'INLINE_CONFIG' ? scrubJsonText(value, `Config ${name}`) : withoutScriptUrl(value, `Config ${name}`)
  }
  return settings
}
