// Page bodies cached on disk by page id and last_edited_time: a rebuild of unchanged content
// reads files instead of calling Notion.
import path from 'node:path'
import type { NotionRecordMap, PageSource } from '@/lib/notion/source'
import { cacheDir, readJson, removeOtherVersions, writeJsonAtomic } from './disk-cache'

const inFlight = new Map<string, Promise<NotionRecordMap>>()

export function getPageVersion(
  source: PageSource,
  pageId: string,
  lastEditedTime: number,
): Promise<NotionRecordMap> {
  // Snapshots are local files already; caching them would only duplicate them.
  if (source.kind === 'snapshot') return source.getPage(pageId)
  const dir = path.join(cacheDir(), 'pages')
  const name = `${pageId}-${lastEditedTime}.json`
  const key = path.join(dir, name)
  const pending = inFlight.get(key)
  if (pending) return pending
  const load = (async () => {
    const cached = await readJson<NotionRecordMap>(key)
    if (cached) return cached
    const page = await source.getPage(pageId)
    await writeJsonAtomic(key, page)
    await removeOtherVersions(dir, `${pageId}-`, name)
    return page
  })().finally(() => inFlight.delete(key))
  inFlight.set(key, load)
  return load
}
