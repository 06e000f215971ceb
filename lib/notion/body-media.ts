// The videos and embedded frames of a page's body, in reading order, for themes that show a
// post's media outside the body (a movie theme's player and playlist, a game theme's frame).
import type { Block, ExtendedRecordMap } from 'notion-types'
import type { BodyRecordMap } from './body-extras'
import { mapFileUrl } from './image-url'
import { isStaticBody, type ShownBody } from './shown-body'
import { readableText } from './properties'
import { walkPageBlocks } from './walk'

export interface BodyMedia {
  /** The block's id (dashed, as in the body). */
  blockId: string
  kind: 'video' | 'embed'
  /** As the browser should fetch it: Notion-hosted files through NOTION_HOST's re-signing route. */
  url: string
  caption: string
  /** Width / height when the block records both, else null. */
  aspectRatio: number | null
}

const KINDS: Record<string, BodyMedia['kind']> = { video: 'video', embed: 'embed' }

function sourceOf(block: Block): string {
  const format = (block.format ?? {}) as { display_source?: unknown }
  if (typeof format.display_source === 'string' && format.display_source) return format.display_source
  const props = (block.properties ?? {}) as { source?: unknown }
  return readableText(props.source)
}

/** Only web addresses and site paths: a `javascript:` or `data:` frame would run as the site. */
function isSafeSource(source: string): boolean {
  if (source.startsWith('/')) return !source.startsWith('//')
  return /^https?:\/\//i.test(source)
}

function aspectRatioOf(block: Block): number | null {
  const format = (block.format ?? {}) as { block_width?: unknown; block_height?: unknown; block_aspect_ratio?: unknown }
  if (typeof format.block_aspect_ratio === 'number' && format.block_aspect_ratio > 0) return 1 / format.block_aspect_ratio
  const { block_width: w, block_height: h } = format
  return typeof w === 'number' && typeof h === 'number' && w > 0 && h > 0 ? w / h : null
}

export function bodyMedia(recordMap: ExtendedRecordMap, pageId: string, notionHost: string): BodyMedia[] {
  const found: BodyMedia[] = []
  walkPageBlocks(recordMap, pageId, (block) => {
    const kind = KINDS[block.type]
    const source = kind ? sourceOf(block) : ''
    if (!kind || !isSafeSource(source)) return
    const props = (block.properties ?? {}) as { caption?: unknown }
    found.push({
      blockId: block.id,
      kind,
      url: kind === 'video' ? mapFileUrl(source, block.id, notionHost) : source,
      caption: readableText(props.caption),
      aspectRatio: aspectRatioOf(block),
    })
  })
  return found
}

/**
 * The body without some of its blocks (the videos or the game a theme shows in its own player
 * above the body): taken out of their parents' content, so the renderer never draws them and
 * nothing hidden by CSS still loads. The given body is left untouched. A body shown as static
 * HTML holds no video or embed (lib/notion/static-body.ts), so there is nothing to take out.
 */
export function bodyWithoutBlocks(body: BodyRecordMap | null, blockIds: readonly string[]): BodyRecordMap | null
export function bodyWithoutBlocks(body: ShownBody | null, blockIds: readonly string[]): ShownBody | null
export function bodyWithoutBlocks(body: ShownBody | null, blockIds: readonly string[]): ShownBody | null {
  if (!body || blockIds.length === 0 || isStaticBody(body)) return body
  const compact = (id: string) => id.replaceAll('-', '')
  const removed = new Set(blockIds.map(compact))
  const blocks: BodyRecordMap['block'] = {}
  for (const [id, record] of Object.entries(body.block)) {
    const content = (record?.value as { content?: string[] } | undefined)?.content
    const kept = content?.filter((child) => !removed.has(compact(child)))
    blocks[id] = kept && content && kept.length !== content.length
      ? ({ ...record, value: { ...record.value, content: kept } } as typeof record)
      : record
  }
  return { ...body, block: blocks }
}
