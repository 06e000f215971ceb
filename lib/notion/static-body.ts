// Which bodies the browser can be given as the server's HTML alone, with no Notion renderer
// (about 35 kB of script) downloaded for them: those made only of blocks that need no script
// beyond the small one every static body gets (components/notion/static-enhancements.ts: image
// zoom, placeholders, icons in dark mode). Code (copy button, collapse), equations (KaTeX's
// stylesheet on demand), databases (views, tabs), media and embeds keep the renderer; so does
// anything this list does not know.
import { EMPTY_EXTRAS, type BodyRecordMap } from './body-extras'
import { getBlock } from './records'

const STATIC_TYPES = new Set([
  'page', 'text', 'header', 'sub_header', 'sub_sub_header', 'bulleted_list', 'numbered_list',
  'to_do', 'quote', 'callout', 'divider', 'toggle', 'alias', 'column_list', 'column', 'table',
  'table_row', 'bookmark', 'transclusion_container', 'transclusion_reference', 'image',
])

/** An inline equation is a text decoration ['e', tex]. */
function hasInlineEquation(properties: unknown): boolean {
  if (typeof properties !== 'object' || properties === null) return false
  return Object.values(properties).some(
    (text) =>
      Array.isArray(text) &&
      text.some((run) => Array.isArray(run) && Array.isArray(run[1]) && run[1].some((d) => Array.isArray(d) && d[0] === 'e')),
  )
}

/** Why the body needs the renderer in the browser; null when its server HTML is all it needs. */
export function whyBodyNeedsScript(recordMap: BodyRecordMap): string | null {
  const extras = recordMap.folio ?? EMPTY_EXTRAS
  if (extras.unrenderable && Object.keys(extras.unrenderable).length > 0) return 'a block shown as a note'
  for (const id of Object.keys(recordMap.block)) {
    const block = getBlock(recordMap, id)
    if (!block) continue
    const type = block.type
    if (!STATIC_TYPES.has(type)) return `a ${type} block`
    if (hasInlineEquation(block.properties)) return 'an inline equation'
  }
  return null
}

export { isStaticBody, type ShownBody, type StaticBody } from './shown-body'
