// The pages a body mentions or links to, as title-and-icon blocks: the renderer draws a mention
// or a "link to page" from the target's own block, which /api/v3 sends along with the page.
import type { Block } from 'notion-types'
import { pageIdsOfBlock } from '../page-links'
import { dashedId } from '../records'
import type { PublicApiReader } from './reader'
import { classicPage, type ClassicRecords } from './records'
import { isUnreadable } from './tree'

async function linkedPage(reader: PublicApiReader, id: string, records: ClassicRecords): Promise<void> {
  try {
    const page = classicPage(await reader.retrievePage(id))
    // Only what a link shows: never a row's other columns (a password…).
    const title = page.properties?.title
    records.addBlock({ ...page, properties: title ? { title } : {}, content: [] })
  } catch (error) {
    // Not shared with the integration, or a database: the body reads it as a private page.
    if (!isUnreadable(error)) throw error
  }
}

export async function readLinkedPages(reader: PublicApiReader, records: ClassicRecords): Promise<void> {
  const wanted = new Set<string>()
  for (const box of Object.values(records.block)) {
    for (const id of pageIdsOfBlock(box.value as unknown as Block)) {
      if (!records.getBlock(id)) wanted.add(dashedId(id))
    }
  }
  await Promise.all([...wanted].map((id) => linkedPage(reader, id, records)))
}
