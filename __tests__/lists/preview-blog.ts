// A hand-made workspace for list previews: posts with and without summaries, a locked one,
// a long one, and enough posts for two list pages. Served from a snapshot in a temp folder.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  blogSchema,
  bullet,
  codeBlock,
  compactId,
  h2,
  image,
  NotionWorkspace,
  paragraph,
  simpleTable,
  writeSnapshot,
} from '@/lib/notion/builder'
import { resetSiteDataForTests } from '@/lib/data/site-data'

export const LONG_WORDS = 'lorem ipsum dolor sit amet '.repeat(40)

export function usePreviewBlog(extraPosts = 20): { rootId: string } {
  const ws = new NotionWorkspace({ seed: 'previews', time: Date.UTC(2025, 0, 1) })
  const blog = ws.addDatabasePage({
    seed: 'previews/blog',
    title: 'Preview Blog',
    description: 'Previews',
    schema: blogSchema({
      seed: 'previews/blog',
      categories: [{ value: 'Notes', color: 'blue' }],
      tags: [],
    }),
    views: [{ type: 'table' }],
  })
  const post = (
    slug: string,
    extra: Record<string, unknown>,
    body: ReturnType<typeof paragraph>[],
    day: number,
  ) =>
    blog.addRow({
      seed: `previews/${slug}`,
      properties: {
        title: slug,
        type: 'Post',
        status: 'Published',
        slug,
        category: 'Notes',
        date: { start: `2025-01-${String(day).padStart(2, '0')}` },
        ...extra,
      } as never,
      body,
    })
  post(
    'with-summary',
    { summary: 'Has a summary' },
    [paragraph('bodyword of the summarised post')],
    28,
  )
  post(
    'no-summary',
    {},
    [
      h2('Heading line'),
      paragraph('First paragraph.'),
      image('/img.svg', { caption: 'A caption' }),
      codeBlock('const hidden = 1', 'TypeScript'),
      simpleTable([['cell one', 'cell two']]),
      ...Array.from({ length: 14 }, (_, i) => bullet(`Point ${i + 1}`)),
    ],
    27,
  )
  post('locked-no-summary', { password: 'pw' }, [paragraph('secret preview words')], 26)
  post('long-no-summary', {}, [paragraph(LONG_WORDS)], 25)
  for (let i = 0; i < extraPosts; i++)
    post(`extra-${i}`, {}, [paragraph(`extra body ${i}`)], 1 + (i % 20))
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-previews-'))
  writeSnapshot(path.join(dir, 'ws'), ws, { pretty: false })
  process.env.NOTION_PAGE_ID = compactId(blog.blockId)
  process.env.NOTION_SNAPSHOT_DIR = path.join(dir, 'ws')
  process.env.FOLIO_CACHE_DIR = path.join(dir, 'cache')
  resetSiteDataForTests()
  return { rootId: compactId(blog.blockId) }
}
