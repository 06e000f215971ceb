// A page's property values (public API, keyed by name, each with its property id) as the
// classic `properties` of its block: keyed by property id, each a decorated text. The public
// id is the classic one URL-encoded, so a row reads the same through either source.
import type { RichTextItemResponse } from '@notionhq/client'
import { dashedId } from '../records'
import { fileAddress, type PublicFileObject } from './files'
import { classicDate, type DateValue } from './dates'
import { decoratedText, plainSegments, type DecoratedText, type Segment } from './rich-text'

/** One property value as the API answers it: `{id, type, [type]: value}`. */
export interface PublicPropertyValue {
  id: string
  type: string
  [field: string]: unknown
}

type Named = { name?: string }

/** The classic property id of a public one (`%6054*` → `` `54* ``). */
export function classicPropertyId(publicId: string): string {
  try {
    return decodeURIComponent(publicId)
  } catch {
    return publicId
  }
}

/** Several values in one text, comma-separated as /api/v3 stores relations and people. */
function joined(parts: Segment[]): DecoratedText {
  return parts.flatMap((part, i) => (i === 0 ? [part] : [[','] as Segment, part]))
}

function dateText(date: DateValue | null | undefined): DecoratedText {
  return date?.start ? [['‣', [['d', classicDate(date)]]]] : []
}

function formulaText(formula: Record<string, unknown> | undefined): DecoratedText {
  switch (formula?.type) {
    case 'string':
      return plainSegments(String(formula.string ?? ''))
    case 'number':
      return formula.number === null || formula.number === undefined ? [] : plainSegments(String(formula.number))
    case 'boolean':
      return plainSegments(formula.boolean ? 'Yes' : 'No')
    case 'date':
      return dateText(formula.date as DateValue | null)
    default:
      return []
  }
}

function rollupText(rollup: Record<string, unknown> | undefined): DecoratedText {
  if (rollup?.type === 'number') return rollup.number === null ? [] : plainSegments(String(rollup.number))
  if (rollup?.type === 'date') return dateText(rollup.date as DateValue | null)
  if (rollup?.type === 'array') {
    const items = (rollup.array as PublicPropertyValue[] | undefined) ?? []
    return joined(items.flatMap((item) => classicValue(item)))
  }
  return []
}

/** One value as classic decorated text; [] for values /api/v3 does not store on the row. */
export function classicValue(value: PublicPropertyValue): DecoratedText {
  const field = value[value.type]
  switch (value.type) {
    case 'title':
    case 'rich_text':
      return decoratedText(field as RichTextItemResponse[])
    case 'select':
    case 'status':
      return plainSegments((field as Named | null)?.name ?? '')
    case 'multi_select':
      return plainSegments(((field as Named[] | null) ?? []).map((o) => o.name ?? '').join(','))
    case 'date':
      return dateText(field as DateValue | null)
    case 'checkbox':
      return [[field ? 'Yes' : 'No']]
    case 'number':
      return field === null || field === undefined ? [] : plainSegments(String(field))
    case 'url':
    case 'email':
    case 'phone_number':
      return plainSegments(typeof field === 'string' ? field : '')
    case 'files':
      return joined(
        ((field as PublicFileObject[] | null) ?? []).map((f): Segment => [f.name ?? fileAddress(f), [['a', fileAddress(f)]]]),
      )
    case 'people':
      return joined(((field as { id: string }[] | null) ?? []).map((u): Segment => ['‣', [['u', u.id]]]))
    case 'relation':
      return joined(((field as { id: string }[] | null) ?? []).map((p): Segment => ['‣', [['p', dashedId(p.id)]]]))
    case 'formula':
      return formulaText(field as Record<string, unknown>)
    case 'rollup':
      return rollupText(field as Record<string, unknown>)
    case 'unique_id': {
      const id = field as { prefix?: string | null; number?: number | null } | null
      if (id?.number === null || id?.number === undefined) return []
      return plainSegments(id.prefix ? `${id.prefix}-${id.number}` : String(id.number))
    }
    default:
      // created/edited time and by, buttons, verification: derived, /api/v3 keeps no value.
      return []
  }
}

/** All of a page's values as classic block properties (empty values left out, as Notion does). */
export function classicProperties(properties: Record<string, PublicPropertyValue>): Record<string, DecoratedText> {
  const out: Record<string, DecoratedText> = {}
  for (const value of Object.values(properties)) {
    const text = classicValue(value)
    if (text.length > 0) out[classicPropertyId(value.id)] = text
  }
  return out
}
