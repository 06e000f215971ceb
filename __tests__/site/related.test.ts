// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { relatedPosts } from '@/lib/site/related'
import type { PostSummary } from '@/lib/site/types'

const post = (id: string, tags: string[], category: string | null, locked = false) =>
  ({ id, tags, category, locked }) as PostSummary

describe('related posts', () => {
  const list = [
    post('latest', [], null),
    post('same-category', ['x'], 'Notes'),
    post('one-tag', ['a'], null),
    post('locked', ['a', 'b'], 'Notes', true),
    post('two-tags', ['a', 'b'], null),
    post('self', ['a', 'b'], 'Notes'),
    post('older', [], null),
  ]
  const self = list[5]!

  it('ranks shared tags, then the category, then list order; never itself or a locked post', () => {
    expect(relatedPosts(list, self, 10).map((p) => p.id)).toEqual(['two-tags', 'one-tag', 'same-category', 'latest', 'older'])
  })

  it('gives at most POST_RECOMMEND_COUNT posts, none for 0', () => {
    expect(relatedPosts(list, self, 2).map((p) => p.id)).toEqual(['two-tags', 'one-tag'])
    expect(relatedPosts(list, self, 0)).toEqual([])
  })
})
