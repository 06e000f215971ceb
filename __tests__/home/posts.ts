// Small hand-made posts for the home rules' tests.
import type { PostSummary } from '@/lib/site/types'

export function post(n: number, overrides: Partial<PostSummary> = {}): PostSummary {
  const day = `2024-01-${String(n).padStart(2, '0')}`
  return {
    id: `${n}`.padStart(32, '0'),
    type: 'Post',
    status: 'Published',
    title: `Post ${n}`,
    slug: `post-${n}`,
    href: `/article/post-${n}`,
    external: false,
    summary: '',
    category: null,
    categories: [],
    tags: [],
    tagItems: [],
    date: null,
    publishDate: `${day}T00:00:00.000Z`,
    publishDay: day,
    lastEditedDate: `${day}T00:00:00.000Z`,
    lastEditedDay: day,
    pageIcon: '',
    pageCover: '',
    pageCoverThumbnail: '',
    icon: '',
    comment: '',
    fullWidth: false,
    locked: false,
    ext: {},
    ...overrides,
  }
}
