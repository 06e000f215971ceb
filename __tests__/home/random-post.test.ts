import { describe, expect, it } from 'vitest'
import { pickRandomPost, randomPostHrefs } from '@/lib/home/random-post'

const pool = [{ href: '/article/a' }, { href: '/article/b' }, { href: '/article/c' }]

describe('pickRandomPost', () => {
  it('picks uniformly by the random number', () => {
    expect(pickRandomPost(pool, '/', () => 0)?.href).toBe('/article/a')
    expect(pickRandomPost(pool, '/', () => 0.5)?.href).toBe('/article/b')
    expect(pickRandomPost(pool, '/', () => 0.999)?.href).toBe('/article/c')
  })

  it('never picks the page the visitor is on when there is another choice', () => {
    for (const r of [0, 0.3, 0.6, 0.99]) {
      expect(pickRandomPost(pool, '/article/b', () => r)?.href).not.toBe('/article/b')
    }
  })

  it('counts a post listed twice once', () => {
    const doubled = [...pool, { href: '/article/a' }, { href: '/article/a' }]
    expect(pickRandomPost(doubled, '/', () => 0.999)?.href).toBe('/article/c')
  })

  it('returns the current post when it is the only one, and null for an empty pool', () => {
    expect(pickRandomPost([{ href: '/article/a' }], '/article/a', () => 0)?.href).toBe('/article/a')
    expect(pickRandomPost([], '/', () => 0)).toBeNull()
  })

  it('stays in range even if random() returns 1', () => {
    expect(pickRandomPost(pool, '/', () => 1)?.href).toBe('/article/c')
  })
})

describe('randomPostHrefs', () => {
  it('lists each post of this site once, leaving out links to other sites', () => {
    const posts = [
      { href: '/article/a', external: false },
      { href: '/article/a', external: false },
      { href: 'https://elsewhere.test/x', external: true },
      { href: '/article/b', external: false },
    ]
    expect(randomPostHrefs(posts)).toEqual(['/article/a', '/article/b'])
  })
})
