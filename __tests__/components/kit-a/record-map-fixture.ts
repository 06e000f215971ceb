// Tiny recordMaps made with the project's builder, trimmed the way the article route trims
// them, for rendering through NotionBody.
import { NotionWorkspace, type BlockSpec } from '@/lib/notion/builder'
import { trimBody, type BodyRecordMap } from '@/lib/notion/body'
import { normaliseRecordMap } from '@/lib/notion/records'

export function bodyPage(body: BlockSpec[], title = 'Fixture page') {
  const ws = new NotionWorkspace({ seed: 'kit-a', time: Date.UTC(2025, 0, 1) })
  const pageId = ws.addPage({ seed: `page-${title}`, title, body })
  const recordMap: BodyRecordMap = trimBody(normaliseRecordMap(ws.getPage(pageId)), pageId)
  return { ws, pageId, recordMap }
}

export const bodyRecordMap = (body: BlockSpec[]) => bodyPage(body).recordMap
