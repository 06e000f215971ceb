import { describe, expect, it } from 'vitest'
import { RECOMMENDED_LIMIT, recommendedPosts } from '@/lib/home/recommended-posts'
import { post } from './posts'

const titles = (list: { title: string }[]) => list.map((p) => p.title)

// List order 1..9; post n was last edited on day n, so "latest" is 9, 8, 7…
const POSTS = Array.from({ length: 9 }, (_, i) => post(i + 1))

describe('recommendedPosts', () => {
  it('is the latest posts (by last edit, newest first) when the tag setting is empty', () => {
    const result = recommendedPosts(POSTS, { tag: '', sortByUpdate: false })
    expect(titles(result)).toEqual(['Post 9', 'Post 8', 'Post 7', 'Post 6', 'Post 5', 'Post 4'])
  })

  it('never gives more than 6', () => {
    expect(RECOMMENDED_LIMIT).toBe(6)
    const tagged = POSTS.map((p) => ({ ...p, tags: ['pick'] }))
    expect(recommendedPosts(tagged, { tag: 'pick', sortByUpdate: false })).toHaveLength(6)
  })

  it('treats a blank tag as empty', () => {
    const result = recommendedPosts(POSTS, { tag: '   ', sortByUpdate: false })
    expect(titles(result)[0]).toBe('Post 9')
  })

  it('takes the posts carrying the tag, in list order', () => {
    const posts = POSTS.map((p, i) => (i % 3 === 0 ? { ...p, tags: ['pick', 'x'] } : p))
    const result = recommendedPosts(posts, { tag: 'pick', sortByUpdate: false })
    expect(titles(result)).toEqual(['Post 1', 'Post 4', 'Post 7'])
  })

  it('orders the tagged posts by last edit, newest first, when asked', () => {
    const posts = [
      post(1, { tags: ['pick'], lastEditedDate: '2024-03-01T00:00:00.000Z' }),
      post(2, { tags: ['pick'], lastEditedDate: '2024-05-01T00:00:00.000Z' }),
      post(3, { tags: ['pick'], lastEditedDate: '2024-04-01T00:00:00.000Z' }),
      post(4, { lastEditedDate: '2025-01-01T00:00:00.000Z' }),
    ]
    const result = recommendedPosts(posts, { tag: 'pick', sortByUpdate: true })
    expect(titles(result)).toEqual(['Post 2', 'Post 3', 'Post 1'])
    expect(titles(posts)).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4'])
  })

  it('matches the tag exactly (case matters, no substrings)', () => {
    const posts = [
      post(1, { tags: ['Pick'] }),
      post(2, { tags: ['picks'] }),
      post(3, { tags: ['pick'] }),
    ]
    expect(titles(recommendedPosts(posts, { tag: 'pick', sortByUpdate: false }))).toEqual([
      'Post 3',
    ])
  })

  it('falls back to the latest posts when no post carries the tag', () => {
    const result = recommendedPosts(POSTS, { tag: 'nobody-has-this', sortByUpdate: true })
    expect(titles(result)).toEqual(
      titles(recommendedPosts(POSTS, { tag: '', sortByUpdate: false })),
    )
  })

  it('is empty for an empty site', () => {
    expect(recommendedPosts([], { tag: 'pick', sortByUpdate: false })).toEqual([])
  })
})
