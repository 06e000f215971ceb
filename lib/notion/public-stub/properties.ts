// A collection's schema as a data source's property configurations, and a row's classic
// property values as the public API's typed values. Formulas and rollups cannot be computed
// from a recording: they answer empty (a string formula of null, an empty rollup array).
import type {
  DataSourceObjectResponse,
  PageObjectResponse,
  RichTextItemResponse,
} from '@notionhq/client'
import { isObject, type JsonObject } from '../stub/records'
import type { ConvertContext } from './context'
import { fileValue } from './files'
import { dashedId, isoMinute } from './ids'
import { apiColor, apiDate, plainText, toRichText } from './rich-text'

export type PropertyConfig = DataSourceObjectResponse['properties'][string]
export type PropertyValue = PageObjectResponse['properties'][string]

/** Public type for each classic schema type (classic `text` is `rich_text`, `person` is `people`…). */
const TYPE_NAMES: Record<string, string> = {
  text: 'rich_text',
  person: 'people',
  file: 'files',
  auto_increment_id: 'unique_id',
}

/** References (related pages, people, mentions) a page object lists per property; the property item endpoint pages the rest. */
export const PAGE_REFERENCE_LIMIT = 25

export function publicType(classicType: string): string {
  return TYPE_NAMES[classicType] ?? classicType
}

/** Property ids are the classic ids, URL-encoded, as the public API shows them. */
export function propertyId(classicId: string): string {
  return classicId === 'title' ? 'title' : encodeURIComponent(classicId)
}

interface SchemaEntry {
  name?: unknown
  type?: unknown
  options?: unknown
  collection_id?: unknown
  number_format?: unknown
  formula?: unknown
}

function options(entry: SchemaEntry) {
  return (Array.isArray(entry.options) ? entry.options : []).filter(isObject).map((option) => ({
    id: String(option.id ?? option.value),
    name: String(option.value ?? ''),
    color: apiColor(option.color) as 'default',
    description: null,
  }))
}

export function schemaConfig(
  classicId: string,
  entry: SchemaEntry,
  context: ConvertContext,
): PropertyConfig {
  const type = publicType(String(entry.type))
  let config: unknown = {}
  if (type === 'select' || type === 'multi_select') config = { options: options(entry) }
  else if (type === 'status') config = { options: options(entry), groups: [] }
  else if (type === 'number')
    config = { format: typeof entry.number_format === 'string' ? entry.number_format : 'number' }
  else if (type === 'formula')
    config = { expression: isObject(entry.formula) ? JSON.stringify(entry.formula) : '' }
  else if (type === 'unique_id') config = { prefix: null }
  else if (type === 'relation') {
    const collection = typeof entry.collection_id === 'string' ? entry.collection_id : ''
    const database = collection ? context.record('collection', collection)?.parent_id : undefined
    config = {
      data_source_id: dashedId(collection || '0'.repeat(32)),
      database_id: dashedId(typeof database === 'string' ? database : '0'.repeat(32)),
      type: 'single_property',
      single_property: {},
    }
  }
  // One object per type; the union of configs is wider than what TS can follow here.
  return {
    id: propertyId(classicId),
    name: String(entry.name ?? ''),
    description: null,
    type,
    [type]: config,
  } as unknown as PropertyConfig
}

function decorations(value: unknown, kind: string): unknown[] {
  const found: unknown[] = []
  for (const segment of Array.isArray(value) ? value : []) {
    if (!Array.isArray(segment) || !Array.isArray(segment[1])) continue
    for (const format of segment[1])
      if (Array.isArray(format) && format[0] === kind) found.push(format[1])
  }
  return found
}

function option(entry: SchemaEntry, name: string) {
  const known = options(entry).find((candidate) => candidate.name === name)
  return known
    ? { id: known.id, name, color: known.color }
    : { id: name, name, color: 'default' as const }
}

function userValue(id: unknown) {
  return { object: 'user' as const, id: dashedId(typeof id === 'string' ? id : '0'.repeat(32)) }
}

function filesOf(value: unknown, ownerId: string) {
  return (Array.isArray(value) ? value : []).filter(Array.isArray).flatMap((segment) => {
    const name = typeof segment[0] === 'string' ? segment[0] : 'file'
    const url = decorations([segment], 'a')[0]
    return typeof url === 'string' ? [{ name, ...fileValue(url, ownerId) }] : []
  })
}

function valueOf(
  type: string,
  entry: SchemaEntry,
  raw: unknown,
  record: JsonObject,
  context: ConvertContext,
): unknown {
  const rich: RichTextItemResponse[] = toRichText(raw, context)
  const text = plainText(rich)
  switch (type) {
    case 'title':
    case 'rich_text':
      return rich
    case 'number':
      return text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text)
    case 'select':
    case 'status':
      return text ? option(entry, text) : null
    case 'multi_select':
      return text ? text.split(',').map((name) => option(entry, name)) : []
    case 'date':
      return apiDate(decorations(raw, 'd')[0])
    case 'people':
      return decorations(raw, 'u').map(userValue)
    case 'files':
      return filesOf(raw, String(record.id))
    case 'checkbox':
      return text === 'Yes'
    case 'url':
    case 'email':
    case 'phone_number':
      return text || null
    case 'relation':
      return decorations(raw, 'p').map((id) => ({ id: dashedId(String(id)) }))
    case 'created_time':
      return isoMinute(record.created_time)
    case 'last_edited_time':
      return isoMinute(record.last_edited_time)
    case 'created_by':
      return userValue(record.created_by_id)
    case 'last_edited_by':
      return userValue(record.last_edited_by_id)
    case 'unique_id':
      return { prefix: null, number: text ? Number(text) : null }
    case 'formula':
      return { type: 'string', string: text || null }
    case 'rollup':
      return { type: 'array', array: [], function: 'show_original' }
    default:
      return {}
  }
}

/** Page objects carry at most 25 references per property (Notion's documented limit). */
function shortened(type: string, value: unknown): { value: unknown; hasMore: boolean } {
  if (!Array.isArray(value)) return { value, hasMore: false }
  if (type === 'relation' || type === 'people')
    return {
      value: value.slice(0, PAGE_REFERENCE_LIMIT),
      hasMore: value.length > PAGE_REFERENCE_LIMIT,
    }
  if (type !== 'title' && type !== 'rich_text') return { value, hasMore: false }
  // Mentions of pages and people past the 25th "might not be returned at all": they are left out.
  let references = 0
  const kept = (value as RichTextItemResponse[]).filter((item) => {
    const reference =
      item.type === 'mention' && ['page', 'database', 'user'].includes(item.mention.type)
    if (reference) references++
    return !reference || references <= PAGE_REFERENCE_LIMIT
  })
  return { value: kept, hasMore: references > PAGE_REFERENCE_LIMIT }
}

/** A row's value of one schema property, in a page object. */
export function propertyValue(
  classicId: string,
  entry: SchemaEntry,
  record: JsonObject,
  context: ConvertContext,
): PropertyValue {
  const type = publicType(String(entry.type))
  const { value, hasMore } = shortened(type, fullPropertyValue(classicId, entry, record, context))
  const base = { id: propertyId(classicId), type, [type]: value }
  // Typed per `type` by valueOf's cases, which TS cannot tie to the union's discriminant.
  return (type === 'relation' ? { ...base, has_more: hasMore } : base) as unknown as PropertyValue
}

/** Every value of the property, unshortened (the property item endpoint pages through it). */
export function fullPropertyValue(
  classicId: string,
  entry: SchemaEntry,
  record: JsonObject,
  context: ConvertContext,
): unknown {
  const type = publicType(String(entry.type))
  const raw = isObject(record.properties) ? record.properties[classicId] : undefined
  return valueOf(type, entry, raw, record, context)
}
