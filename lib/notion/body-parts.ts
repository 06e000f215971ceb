// Variants of a prepared body used to find what the renderer cannot draw
// (components/notion/draw-check.tsx): the same body with some blocks' children cut down, and
// the body with chosen blocks standing in as the "could not be shown" note.
import type { Block } from 'notion-types'
import { EMPTY_EXTRAS, type BodyRecordMap } from './body-extras'
import { unrenderableStandIn } from './block-check'
import { getBlock } from './records'

/** The id of the page the body belongs to: react-notion-x draws the map's first block. */
export function bodyRootId(recordMap: BodyRecordMap): string | undefined {
  return Object.keys(recordMap.block)[0]
}

/** The ids of a block's children, in order ([] for none or for a block not in the body). */
export function childIds(recordMap: BodyRecordMap, id: string): string[] {
  const content = getBlock(recordMap, id)?.content
  return Array.isArray(content) ? content.filter((c): c is string => typeof c === 'string') : []
}

export function blockType(recordMap: BodyRecordMap, id: string): string {
  return getBlock(recordMap, id)?.type ?? 'unknown'
}

function withBlock(recordMap: BodyRecordMap, id: string, value: Block): BodyRecordMap['block'][string] {
  const box = recordMap.block[id]
  return { ...(box ?? { role: 'reader' }), value } as BodyRecordMap['block'][string]
}

/** The body with each named block's children replaced by the given list. */
export function withChildren(recordMap: BodyRecordMap, children: ReadonlyMap<string, readonly string[]>): BodyRecordMap {
  const block = { ...recordMap.block }
  for (const [id, content] of children) {
    const value = getBlock(recordMap, id)
    if (value) block[id] = withBlock(recordMap, id, { ...value, content: [...content] })
  }
  return { ...recordMap, block }
}

/** The ids of everything under a block (children, their children…). */
function descendants(recordMap: BodyRecordMap, id: string, into = new Set<string>()): Set<string> {
  for (const child of childIds(recordMap, id)) {
    if (into.has(child)) continue
    into.add(child)
    descendants(recordMap, child, into)
  }
  return into
}

/**
 * The body with the named blocks (id → the type they claimed) shown as the note. What was
 * under them goes too: nothing the page does not show is handed to the browser.
 */
export function withUndrawable(recordMap: BodyRecordMap, broken: ReadonlyMap<string, string>): BodyRecordMap {
  if (broken.size === 0) return recordMap
  const block = { ...recordMap.block }
  for (const id of broken.keys()) for (const under of descendants(recordMap, id)) delete block[under]
  for (const id of broken.keys()) block[id] = withBlock(recordMap, id, unrenderableStandIn(getBlock(recordMap, id), id))
  const extras = recordMap.folio ?? EMPTY_EXTRAS
  const folio = { ...extras, unrenderable: { ...extras.unrenderable, ...Object.fromEntries(broken) } }
  return { ...recordMap, block, folio }
}
