// Small post fixtures for the medium theme's component tests.
import type { Pagination, PostLink } from '@/lib/routes/types'
import type { PostDetail, PostSummary, TocEntry } from '@/lib/site/types'

export function summary(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    type: 'Post',
    status: 'Published',
    title: 'Hello medium',
    slug: 'hello-medium',
    href: '/article/hello-medium',
    external: false,
    summary: 'A short summary of the post.',
    category: 'Notes',
    categories: ['Notes'],
    tags: ['React'],
    tagItems: [{ name: 'React', color: 'blue', count: 3 }],
    date: null,
    publishDate: '2024-05-06T08:00:00.000Z',
    publishDay: '2024-05-06',
    lastEditedDate: '2024-05-07T08:00:00.000Z',
    lastEditedDay: '2024-05-07',
    pageIcon: '📘',
    pageCover: '/covers/hello.png',
    pageCoverThumbnail: '/covers/hello-small.png',
    icon: '',
    comment: '',
    fullWidth: false,
    locked: false,
    ext: {},
    ...overrides,
  }
}

export const tocEntries = (n: number): TocEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${String(i).padStart(32, '0')}`,
    text: `Heading ${i + 1}`,
    indentLevel: 0,
  }))

export function detail(overrides: Partial<PostDetail> = {}): PostDetail {
  return { ...summary(), toc: tocEntries(3), wordCount: 420, readTime: 2, ...overrides }
}

export const link = (title: string, href: string): PostLink => ({
  id: href.replace(/\W/g, '').padEnd(32, '0').slice(0, 32),
  title,
  href,
  external: false,
  publishDay: '2024-01-01',
  pageIcon: '',
  pageCoverThumbnail: '',
  category: null,
})

export const onePage: Pagination = { page: 1, totalPages: 1, basePath: '/' }
