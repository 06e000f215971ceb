// A small unlocked-article answer made with the project's builder, as the endpoint returns it.
import { NotionWorkspace, h2, paragraph } from '@/lib/notion/builder'
import { readArticleBody } from '@/lib/notion/body'
import { normaliseRecordMap } from '@/lib/notion/records'
import type { UnlockSuccess } from '@/lib/lock/protocol'
import type { PostDetail } from '@/lib/site/types'

export function unlockAnswer(token = 'v1.9999999999.' + 'A'.repeat(43)): UnlockSuccess {
  const ws = new NotionWorkspace({ seed: 'lock', time: Date.UTC(2025, 0, 1) })
  const pageId = ws.addPage({
    seed: 'locked-page',
    title: 'Locked letter',
    body: [h2('The evening'), paragraph('By the saffron lighthouse, the plan fit on a ticket.')],
  })
  const body = readArticleBody(normaliseRecordMap(ws.getPage(pageId)), pageId)
  return { body: body.recordMap, toc: body.toc, wordCount: body.wordCount, readTime: body.readTime, token }
}

export function lockedDetail(overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    id: 'abcdefabcdefabcdefabcdefabcdef12',
    type: 'Post',
    status: 'Published',
    title: 'Locked letter',
    slug: 'letter',
    href: '/article/letter',
    external: false,
    summary: '',
    category: null,
    categories: [],
    tags: [],
    tagItems: [],
    date: null,
    publishDate: '2025-01-01T00:00:00.000Z',
    publishDay: '2025-01-01',
    lastEditedDate: '2025-01-01T00:00:00.000Z',
    lastEditedDay: '2025-01-01',
    pageIcon: '',
    pageCover: '',
    pageCoverThumbnail: '',
    icon: '',
    comment: '',
    fullWidth: false,
    locked: true,
    ext: {},
    toc: [],
    wordCount: 0,
    readTime: 0,
    ...overrides,
  }
}
