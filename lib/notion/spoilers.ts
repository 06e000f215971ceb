// Spoiler text (SPOILER_TEXT_TAG, e.g. `[sp]the end[sp]`): the words between a pair of tags get
// a decoration the renderer shows as a spoiler, so the server HTML already hides them and the
// tags never show. A pair may span bold, italic or coloured runs; an unpaired tag stays as
// written; tags in inline code are left alone.
import type { Block } from 'notion-types'
import { SPOILER_HREF } from './body-extras'

type Segment = [string, unknown[]?]

const isCode = (segment: Segment) => Array.isArray(segment[1]) && segment[1].some((d) => Array.isArray(d) && d[0] === 'c')

function tagCount(value: Segment[], tag: string): number {
  return value.reduce((n, s) => n + (isCode(s) ? 0 : s[0].split(tag).length - 1), 0)
}

function withSpoiler(text: string, decorations: unknown[] | undefined): Segment {
  return [text, [...(decorations ?? []), ['a', SPOILER_HREF]]]
}

/** The value with its spoilers marked, or undefined when it holds no pair of tags. */
export function markSpoilerText(value: unknown, tag: string): Segment[] | undefined {
  if (!tag || !Array.isArray(value)) return undefined
  const segments = (value as unknown[]).filter((s): s is Segment => Array.isArray(s) && typeof s[0] === 'string')
  if (segments.length !== value.length) return undefined
  const pairs = Math.floor(tagCount(segments, tag) / 2)
  if (pairs === 0) return undefined
  let remaining = pairs * 2
  let inside = false
  const out: Segment[] = []
  const push = (text: string, decorations: unknown[] | undefined, spoiler: boolean) => {
    if (!text) return
    out.push(spoiler ? withSpoiler(text, decorations) : decorations ? [text, decorations] : [text])
  }
  for (const segment of segments) {
    const [text, decorations] = segment
    if (isCode(segment) || remaining === 0) {
      push(text, decorations, inside)
      continue
    }
    const parts = text.split(tag)
    parts.forEach((part, index) => {
      if (index > 0) {
        if (remaining > 0) {
          remaining--
          inside = !inside
        } else {
          part = tag + part
        }
      }
      push(part, decorations, inside)
    })
  }
  return out
}

const SKIPPED = new Set(['code', 'equation', 'page', 'collection_view', 'collection_view_page'])

/** A copy of the block with spoilers marked in its text, or undefined when it has none. */
export function markBlockSpoilers(block: Block, tag: string): Block | undefined {
  if (!tag || SKIPPED.has(block.type) || !block.properties) return undefined
  let changed = false
  const properties: Record<string, unknown> = { ...(block.properties as Record<string, unknown>) }
  for (const [key, value] of Object.entries(properties)) {
    const marked = markSpoilerText(value, tag)
    if (marked) {
      properties[key] = marked
      changed = true
    }
  }
  return changed ? ({ ...block, properties } as Block) : undefined
}
