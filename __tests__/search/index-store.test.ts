// @vitest-environment node
import { existsSync } from 'node:fs'
import path from 'node:path'
import { getPageSource, getSiteData } from '@/lib/data/site-data'
import { resetSearchIndexForTests, searchIndexOf } from '@/lib/search/index-store'
import type { PostSummary } from '@/lib/site/types'
import { useDemoWorkspace } from './demo-env'

const ROOT = 'f01105a1e0b14c0f8a2d5e6b7c8d9e0f'

describe('keeping the search index current', () => {
  let cache = ''
  let posts: PostSummary[] = []
  beforeEach(async () => {
    cache = useDemoWorkspace()
    posts = (await getSiteData()).site.posts
    vi.restoreAllMocks()
  })

  const reads = () => vi.spyOn(getPageSource(), 'getPage')

  it('serves the same index while nothing changes, and reads no body twice', async () => {
    const getPage = reads()
    const first = await searchIndexOf(posts, ROOT)
    const bodies = getPage.mock.calls.length
    expect(bodies).toBe(posts.filter((p) => !p.locked && !p.external).length)
    expect(await searchIndexOf(posts, ROOT)).toBe(first)
    resetSearchIndexForTests()
    // A new process: the file written to the cache is used as it is.
    const again = await searchIndexOf(posts, ROOT)
    expect(again.signature).toBe(first.signature)
    expect(getPage.mock.calls.length).toBe(bodies)
    expect(existsSync(path.join(cache, `search-index-${ROOT}.json`))).toBe(true)
  })

  it('rebuilds when a post is edited, re-reading only that body', async () => {
    const before = await searchIndexOf(posts, ROOT)
    const getPage = reads()
    const edited = posts.map((p, i) =>
      i === 0 ? { ...p, lastEditedDate: '2030-01-01T00:00:00.000Z' } : p,
    )
    const after = await searchIndexOf(edited, ROOT)
    expect(after.signature).not.toBe(before.signature)
    expect(getPage.mock.calls.map(([id]) => id)).toEqual([posts[0]!.id])
  })

  it('drops a post the moment it is locked or leaves the site, never serving the old index', async () => {
    const target = posts.find((p) => p.href === '/article/kumano-kodo')!
    expect((await searchIndexOf(posts, ROOT)).docs.some((d) => d.postId === target.id)).toBe(true)
    const locked = posts.map((p) => (p.id === target.id ? { ...p, locked: true } : p))
    const afterLock = await searchIndexOf(locked, ROOT)
    expect(afterLock.docs.some((d) => d.postId === target.id)).toBe(false)
    expect(JSON.stringify(afterLock)).not.toContain('zephyrine')
    const hidden = posts.filter((p) => p.id !== target.id)
    expect((await searchIndexOf(hidden, ROOT)).docs.some((d) => d.postId === target.id)).toBe(false)
  })

  it('indexes a post whose body cannot be read by its title alone, and tries again later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const ghost: PostSummary = {
      ...posts[0]!,
      id: '00000000000000000000000000000001',
      title: 'Ghost post',
    }
    const withGhost = [ghost, ...posts]
    const partial = await searchIndexOf(withGhost, ROOT)
    expect(partial.docs[0]).toMatchObject({ title: 'Ghost post', text: '' })
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('00000000000000000000000000000001'),
    )
    // Not written to disk as if complete.
    resetSearchIndexForTests()
    const getPage = reads()
    await searchIndexOf(withGhost, ROOT)
    expect(getPage.mock.calls.some(([id]) => id === ghost.id)).toBe(true)
  })
})
