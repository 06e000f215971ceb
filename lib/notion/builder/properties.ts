// Collection schemas and the encoding of typed values into Notion property values (§3 of
// the data notes): select `[["Post"]]`, multi_select `[["a,b"]]`, date `[["‣",[["d",{…}]]]]`…
import { notionId, propertyId } from './ids'
import { dateMention, toRichText, userMention } from './rich-text'
import type { NotionDateValue, RichText, RichTextInput, Segment } from './rich-text'

/** `created_time` and `last_edited_time` columns hold no value: they show the row's own times. */
export type PropertyType =
  | 'title' | 'text' | 'select' | 'multi_select' | 'date' | 'checkbox' | 'person' | 'number' | 'url' | 'file'
  | 'created_time' | 'last_edited_time'

export type OptionColor =
  'default' | 'gray' | 'brown' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple' | 'pink' | 'red'

export interface SelectOption {
  id: string
  color: OptionColor
  value: string
}

export interface SchemaEntry {
  name: string
  type: PropertyType
  options?: SelectOption[]
}

/** Property id → definition, as `collection.schema` stores it. */
export type Schema = Record<string, SchemaEntry>

export interface PropertySpec {
  name: string
  type: PropertyType
  /** Defaults to `title` for the title column, else a random-looking id from the name. */
  id?: string
  options?: Array<{ value: string; color?: OptionColor }>
}

export function buildSchema(seed: string, specs: PropertySpec[]): Schema {
  const schema: Schema = {}
  for (const spec of specs) {
    const id = spec.id ?? (spec.type === 'title' ? 'title' : propertyId(`${seed}/${spec.name}`))
    const entry: SchemaEntry = { name: spec.name, type: spec.type }
    if (spec.options) {
      entry.options = spec.options.map((o) => ({
        id: notionId(`${seed}/${spec.name}/option/${o.value}`),
        color: o.color ?? 'default',
        value: o.value,
      }))
    }
    schema[id] = entry
  }
  return schema
}

/** Adds missing select options the way Notion does when a new value is typed in. */
export function ensureOptions(seed: string, entry: SchemaEntry, values: string[]): void {
  if (entry.type !== 'select' && entry.type !== 'multi_select') return
  const options = (entry.options ??= [])
  for (const value of values) {
    if (options.some((o) => o.value === value)) continue
    options.push({ id: notionId(`${seed}/${entry.name}/option/${value}`), color: 'default', value })
  }
}

export interface DateInput {
  start: string
  startTime?: string
  end?: string
  endTime?: string
  timeZone?: string
}

export function encodeDate(d: DateInput): NotionDateValue {
  const timed = d.startTime !== undefined
  const range = d.end !== undefined
  const type = range ? (timed ? 'datetimerange' : 'daterange') : timed ? 'datetime' : 'date'
  const value: NotionDateValue = { type, start_date: d.start }
  if (d.startTime !== undefined) value.start_time = d.startTime
  if (d.end !== undefined) value.end_date = d.end
  if (d.endTime !== undefined) value.end_time = d.endTime
  if (d.timeZone !== undefined) value.time_zone = d.timeZone
  return value
}

/** A value as content modules write it; its meaning depends on the column type. */
export type PropertyInput = RichTextInput | string[] | boolean | number | DateInput

function isDateInput(value: PropertyInput): value is DateInput {
  return typeof value === 'object' && !Array.isArray(value) && 'start' in value
}

function asStrings(value: PropertyInput): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  return typeof value === 'string' ? [value] : []
}

export function encodeProperty(entry: SchemaEntry, value: PropertyInput): RichText {
  switch (entry.type) {
    case 'select':
      return [[asStrings(value).join(',')]]
    case 'multi_select':
      return [[asStrings(value).join(',')]]
    case 'checkbox':
      return [[value === true ? 'Yes' : 'No']]
    case 'number':
      return [[String(value)]]
    case 'date':
      if (!isDateInput(value)) throw new Error(`date property "${entry.name}" needs {start}`)
      return [dateMention(encodeDate(value))]
    case 'person': {
      // Several people are separated by a "," segment, as Notion writes them.
      const people: Segment[] = []
      for (const userId of asStrings(value)) {
        if (people.length) people.push([','])
        people.push(userMention(userId))
      }
      return people
    }
    case 'url': {
      const url = asStrings(value).join('')
      return [[url, [['a', url]]]]
    }
    case 'file': {
      // Files cells: one `[name, [['a', url]]]` segment per file, separated by "," segments.
      const files: Segment[] = []
      for (const url of asStrings(value)) {
        if (files.length) files.push([','])
        files.push([decodeURIComponent(url.split('/').at(-1) ?? url), [['a', url]]])
      }
      return files
    }
    default:
      if (typeof value === 'boolean' || typeof value === 'number' || isDateInput(value)) {
        throw new Error(`text property "${entry.name}" needs text`)
      }
      return toRichText(value as RichTextInput)
  }
}
