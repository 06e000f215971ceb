// The bundled demo workspace with a private, empty cache directory: nothing from the machine
// leaks in and nothing is written into the project.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { resetSiteDataForTests } from '@/lib/data/site-data'
import { resetSearchIndexForTests } from '@/lib/search/index-store'

export function useDemoWorkspace(): string {
  delete process.env.NOTION_PAGE_ID
  delete process.env.NOTION_SNAPSHOT_DIR
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-search-test-'))
  process.env.FOLIO_CACHE_DIR = dir
  resetSiteDataForTests()
  resetSearchIndexForTests()
  return dir
}

/** Words only hidden rows (Invisible, Draft, scheduled) or the locked post's body contain. */
export const NEVER_INDEXED = [
  'saffron lighthouse',
  'saffron',
  'quietmoss',
  'draftwhale',
  'futurefern',
]
