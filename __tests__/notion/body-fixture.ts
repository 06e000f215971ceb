// A small blog whose "tour" post links to a visible post and to a draft in every way Notion
// can (mention, link-to-page block, text link to the Notion URL), and holds equations, code,
// files, images and an inline database. For the body preparation tests.
import {
  blogSchema,
  codeBlock,
  compactId,
  equation,
  file,
  image,
  inlineDatabase,
  inlineEquation,
  link,
  NotionWorkspace,
  pageLink,
  pageMention,
  paragraph,
  pdf,
} from '@/lib/notion/builder'
import type { BlockSpec } from '@/lib/notion/builder'
import type { LinkedPage } from '@/lib/notion/body'
import { normaliseRecordMap } from '@/lib/notion/records'

export const S3_FILE = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/notes.pdf'
export const S3_IMAGE = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/photo.png'
export const DRAFT_TITLE = 'Unreleased draftwhale plans'

export function tourBlog(extraBody: BlockSpec[] = []) {
  const ws = new NotionWorkspace({ seed: 'body-prep', time: Date.UTC(2025, 0, 1) })
  const blog = ws.addDatabasePage({ seed: 'blog', title: 'Blog', schema: blogSchema(), views: [{ type: 'table' }] })
  const target = blog.addRow({ seed: 'target', properties: { title: 'Target post', type: 'Post', status: 'Published', slug: 'target' }, body: [paragraph('t')] })
  const draft = blog.addRow({ seed: 'draft', properties: { title: DRAFT_TITLE, type: 'Post', status: 'Draft', slug: 'draft' }, body: [paragraph('d')] })
  const tour = blog.addRow({
    seed: 'tour',
    properties: { title: 'Tour', type: 'Post', status: 'Published', slug: 'tour' },
    body: [
      paragraph([pageMention(target), ' and ', pageMention(draft), '.']),
      paragraph([link('by URL', `https://www.notion.so/Target-post-${compactId(target)}#x`), ' ', link('draft by URL', `/${compactId(draft)}`)]),
      pageLink(target),
      pageLink(draft),
      paragraph(['Inline ', inlineEquation('a^2+b^2=c^2'), '.']),
      equation('E = mc^2'),
      codeBlock('const x: number = 1', 'TypeScript'),
      file(S3_FILE, 'notes.pdf', { size: '12KB' }),
      pdf(S3_FILE),
      image(S3_IMAGE, { caption: 'A photo', width: 600, height: 400 }),
      inlineDatabase({
        seed: 'body-prep/db',
        title: 'Shelf',
        schema: [{ name: 'Name', type: 'title' }],
        views: [{ type: 'table' }],
        rows: [{ properties: { Name: 'A row' } }],
      }),
      ...extraBody,
    ],
  })
  const visible = new Map<string, LinkedPage>([
    [compactId(target), { title: 'Target post', href: '/article/target' }],
    [compactId(tour), { title: 'Tour', href: '/article/tour' }],
  ])
  return { ws, ids: { target, draft, tour }, visible, page: () => normaliseRecordMap(ws.getPage(tour)) }
}
