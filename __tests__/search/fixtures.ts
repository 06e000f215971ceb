// Hand-made posts and index documents for component tests.
import type { ListedPost } from '@/lib/routes/types'
import type { SearchDoc, SearchIndexPayload } from '@/lib/search/types'

export function fixturePost(
  overrides: Partial<ListedPost> & { id: string; title: string },
): ListedPost {
  return {
    type: 'Post',
    href: `/article/${overrides.id}`,
    external: false,
    summary: '',
    category: 'Notes',
    categories: ['Notes'],
    tags: [],
    tagItems: [],
    publishDate: '2025-03-01T00:00:00.000Z',
    publishDay: '2025-03-01',
    pageIcon: '',
    pageCover: '',
    pageCoverThumbnail: '',
    comment: '',
    locked: false,
    ext: {},
    ...overrides,
  }
}

export function docOf(post: ListedPost, id: number, text: string): SearchDoc {
  return {
    id,
    postId: post.id,
    title: post.title,
    href: post.href,
    external: post.external,
    summary: post.summary,
    category: post.category,
    tags: post.tags,
    publishDay: post.publishDay,
    pageIcon: post.pageIcon,
    text,
  }
}

export const notionTips = fixturePost({
  id: 'tips',
  title: 'Notion tips',
  summary: 'Small habits for Notion pages.',
})
export const walking = fixturePost({
  id: 'walk',
  title: 'Walking the trail',
  summary: 'Four days on foot.',
})
export const cooking = fixturePost({
  id: 'cook',
  title: 'Cooking rice',
  summary: 'Water, heat, patience.',
})

export const payload: SearchIndexPayload = {
  format: 1,
  signature: 'test',
  docs: [
    docOf(notionTips, 0, 'Keep one inbox page. Review it weekly.'),
    docOf(
      walking,
      1,
      `${'The path climbs through cedar forest. '.repeat(8)}Afternoons brought a zephyrine breeze down the valleys.`,
    ),
    docOf(cooking, 2, 'Rinse the rice until the water runs clear.'),
  ],
}
