// Blocks whose data the renderer cannot draw. react-notion-x trusts Notion's shapes and throws
// on anything else (a title that is not rich text, a content list that is not a list), which
// on the server fails the whole page, and at build time the whole deploy. Such blocks are found
// here, before rendering, and stand in as a typed marker the renderer shows as a short note.
import type { Block } from 'notion-types'

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** One decoration: `['b']`, `['a', url]`, `['d', {...}]`… a list starting with its kind. */
function decorationProblem(decoration: unknown): boolean {
  if (!Array.isArray(decoration) || typeof decoration[0] !== 'string') return true
  return decoration[0] === 'd' && !isObject(decoration[1])
}

/** Rich text: a list of `[text, decorations?]` segments. */
function richTextProblem(value: unknown): boolean {
  if (!Array.isArray(value)) return true
  return value.some((segment) => {
    if (!Array.isArray(segment)) return true
    const [text, decorations] = segment as unknown[]
    if (typeof text !== 'string' && typeof text !== 'number') return true
    return (
      decorations !== undefined &&
      (!Array.isArray(decorations) || decorations.some(decorationProblem))
    )
  })
}

const isIdList = (v: unknown) => Array.isArray(v) && v.every((id) => typeof id === 'string')

/** An external object's attributes: a list of `{id, values: [...]}`. */
const isAttributeList = (v: unknown) => Array.isArray(v) && v.every((a) => isObject(a) && Array.isArray(a.values))

/** Why the renderer could not draw this block, or undefined when it can. */
export function blockProblem(block: unknown): string | undefined {
  if (!isObject(block)) return 'not a record'
  if (typeof block.type !== 'string' || !block.type) return 'no type'
  if (block.content !== undefined && !isIdList(block.content))
    return 'content is not a list of block ids'
  if (block.format !== undefined && block.format !== null && !isObject(block.format))
    return 'format is not an object'
  if (block.properties !== undefined && block.properties !== null) {
    if (!isObject(block.properties)) return 'properties are not an object'
    for (const [name, value] of Object.entries(block.properties)) {
      if (richTextProblem(value)) return `property "${name}" is not rich text`
    }
  }
  if (
    (block.type === 'collection_view' || block.type === 'collection_view_page') &&
    !isIdList(block.view_ids)
  ) {
    return 'view_ids is not a list of view ids'
  }
  const attributes = isObject(block.format) ? block.format.attributes : undefined
  if (block.type === 'external_object_instance' && attributes !== undefined && !isAttributeList(attributes)) {
    return 'attributes is not a list of attributes'
  }
  return undefined
}

/**
 * What stands in for a block that cannot be drawn: a block the renderer hands to Folio's own
 * component (a `code` block, drawn by components/notion), listed in `folio.unrenderable` with
 * the original type. No properties, no children: nothing of the broken data is passed on.
 */
export function unrenderableStandIn(broken: unknown, id: string): Block {
  const from = isObject(broken) ? broken : {}
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined)
  return {
    id,
    type: 'code',
    properties: {},
    format: {},
    parent_id: text(from.parent_id) ?? '',
    parent_table: text(from.parent_table) ?? 'block',
    alive: true,
    version: 1,
    created_time: 0,
    last_edited_time: 0,
    space_id: text(from.space_id),
  } as unknown as Block
}

/** The type a broken block claimed, for the log and the marker. */
export function claimedType(block: unknown): string {
  const type = isObject(block) ? block.type : undefined
  return typeof type === 'string' && type ? type : 'unknown'
}
