// The article body without some of its blocks (e.g. the videos a theme shows in its own player
// above the body): they are taken out of their parents' content, so the renderer never draws
// them — nothing hidden by CSS that would still load. The given body is left untouched.
import type { BodyRecordMap } from '@/lib/routes/types'

function compact(id: string): string {
  return id.replaceAll('-', '')
}

export function bodyWithoutBlocks(body: BodyRecordMap | null, blockIds: readonly string[]): BodyRecordMap | null {
  if (!body || blockIds.length === 0) return body
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
