// A small hand-made workspace exercising every relation getPage follows.
import {
  blogSchema,
  bullet,
  configDatabase,
  h2,
  image,
  inlineDatabase,
  NotionWorkspace,
  notionId,
  pageLink,
  pageMention,
  paragraph,
  syncedBlock,
  syncedReference,
} from '@/lib/notion/builder'

export const ROOT_ID = 'f01105a1-e0b1-4c0f-8a2d-5e6b7c8d9e0f'
export const SYNCED_ID = notionId('test/synced')

export function makeWorkspace() {
  const ws = new NotionWorkspace({ seed: 'test', time: Date.UTC(2025, 0, 1) })
  const blog = ws.addDatabasePage({
    seed: 'test/blog',
    id: ROOT_ID,
    title: 'Test blog',
    schema: blogSchema({ categories: [{ value: 'Notes', color: 'blue' }] }),
    views: [
      { type: 'table', name: 'All' },
      { type: 'gallery', name: 'By category', groupBy: 'category' },
      {
        type: 'list',
        name: 'Old API',
        queryForm: 'legacy',
        filter: (r) => r.values.type === 'Post',
      },
    ],
  })
  const first = blog.addRow({
    seed: 'test/first',
    properties: {
      title: 'First',
      type: 'Post',
      status: 'Published',
      category: 'Notes',
      tags: ['a', 'b'],
    },
    body: [
      h2('Intro'),
      syncedBlock(SYNCED_ID, [paragraph('shared words')]),
      bullet('one', [bullet('nested')]),
    ],
  })
  const second = blog.addRow({
    seed: 'test/second',
    properties: { title: 'Second', type: 'Post', status: 'Published' },
    cover: 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/cover.png',
    body: [
      paragraph([pageMention(first), ' is the first post']),
      syncedReference(SYNCED_ID),
      pageLink(first),
      image('https://prod-files-secure.s3.us-west-2.amazonaws.com/space/pic.png', {
        caption: 'A picture',
      }),
      inlineDatabase({
        seed: 'test/reading',
        title: 'Reading',
        schema: [
          { name: 'Name', type: 'title' },
          { name: 'Who', type: 'person' },
        ],
        views: [{ type: 'table' }, { type: 'gallery' }],
        rows: [{ properties: { Name: 'A book', Who: [ws.userId] } }],
      }),
    ],
  })
  const config = blog.addRow({
    seed: 'test/config',
    properties: { title: 'Config', type: 'Config', status: 'Published' },
    body: [configDatabase('test/config-db', [{ name: 'AUTHOR', value: 'Me', enable: true }])],
  })
  return { ws, blog, first, second, config }
}
