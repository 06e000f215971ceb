// The scale bench's workspace: a synthetic blog with uploads (covers, images, files and
// mentions, as recorded posts have: bench/synthetic.ts) served by the Notion stub, and the
// settings that point a build or a server at it, with a data cache of its own.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'
import { writeSyntheticWorkspace } from '../synthetic'

export interface ScaleWorkspace {
  posts: number
  stub: NotionStub
  /** For builds and servers: the stub as Notion, the cache under the temp folder. */
  env: Record<string, string>
  publicDir: string
  remove(): Promise<void>
}

export async function startScaleWorkspace(posts: number): Promise<ScaleWorkspace> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'folio-scale-'))
  const dir = path.join(tmp, 'ws')
  const { rootPageId } = writeSyntheticWorkspace(dir, { posts, uploads: true })
  const stub = await startNotionStub({ dir })
  return {
    posts,
    stub,
    env: {
      NOTION_PAGE_ID: rootPageId.replace(/-/g, ''),
      NOTION_API_BASE_URL: stub.url,
      FOLIO_CACHE_DIR: path.join(tmp, 'cache'),
    },
    publicDir: path.join(tmp, 'public'),
    async remove() {
      await stub.close()
      rmSync(tmp, { recursive: true, force: true })
    },
  }
}
