// The page source over Notion's public API: the same classic record map /api/v3 gives a page
// (a database: its block, collection, view and rows; any page: its block tree).
import { compactId, dashedId, getBlock } from '../records'
import { PageNotFoundError, type PageSource } from '../source'
import { readDatabase } from './databases'
import { fileContextOf } from './file-context'
import { freshFileUrl } from './file-url'
import { readLinkedPages } from './linked-pages'
import { PublicApiReader, type ApiObject, type PublicApiOptions } from './reader'
import { ClassicRecords, classicPage } from './records'
import { isUnreadable, readChildren } from './tree'

/** The page, or undefined when the id is not a readable page (a database, or not shared). */
async function pageOrUndefined(reader: PublicApiReader, id: string): Promise<ApiObject | undefined> {
  try {
    return await reader.retrievePage(id)
  } catch (error) {
    if (isUnreadable(error)) return undefined
    throw error
  }
}

async function readRoot(reader: PublicApiReader, pageId: string, records: ClassicRecords): Promise<void> {
  const page = await pageOrUndefined(reader, pageId)
  if (page) {
    if (page.in_trash === true || page.archived === true) return
    const block = classicPage(page)
    block.content = await readChildren(reader, page.id, records)
    records.addBlock(block)
    return
  }
  try {
    await readDatabase(reader, pageId, { type: 'collection_view_page' }, records)
  } catch (error) {
    if (!isUnreadable(error)) throw error
  }
}

export function publicApiSource(options: PublicApiOptions): PageSource {
  const reader = new PublicApiReader(options)
  return {
    kind: 'public-api',
    async getPage(pageId) {
      const records = new ClassicRecords()
      try {
        await readRoot(reader, dashedId(pageId), records)
        await readLinkedPages(reader, records)
      } catch (error) {
        throw new Error(`page ${compactId(pageId)}: ${(error as Error).message}`, { cause: error })
      }
      const recordMap = records.recordMap()
      if (!getBlock(recordMap, dashedId(pageId))) {
        throw new PageNotFoundError(compactId(pageId), 'the public API holds no page or database by that id shared with the integration')
      }
      return recordMap
    },
    fileUrl: (ref) => freshFileUrl(reader, ref),
    fileContext: (ref) => fileContextOf(reader, ref),
    callCounts: () => reader.scheduler.callCounts(),
  }
}
