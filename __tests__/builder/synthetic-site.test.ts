// @vitest-environment node
// The scale tests' shared workspace (fixtures/synthetic-site.ts): written once, whole, however
// many callers ask, and what getSiteData then reads.
import { readdirSync } from 'node:fs'
import { getSiteData } from '@/lib/data/site-data'
import { syntheticWorkspace, useSyntheticSite } from '../fixtures/synthetic-site'

describe('the shared synthetic workspace', () => {
  it('gives every caller the same complete folder, with no partial or lock folder left', async () => {
    const [a, b, c] = await Promise.all([syntheticWorkspace(40), syntheticWorkspace(40), syntheticWorkspace(40)])
    expect(b).toEqual(a)
    expect(c).toEqual(a)
    // 40 posts, 5 menus, the Config row, the notice, a page and the database itself.
    expect(readdirSync(a.dir).filter((n) => n.endsWith('.json'))).toHaveLength(49)
    expect(readdirSync(`${a.dir}/..`).filter((n) => n.startsWith('folio-synthetic-40.'))).toEqual([])
  })

  it('is what the data layer reads once in use, and the environment comes back after', async () => {
    const before = process.env.NOTION_PAGE_ID
    const site = await useSyntheticSite(40)
    try {
      const { site: model } = await getSiteData()
      expect(model.posts).toHaveLength(40)
      expect(model.posts.map((p) => p.href)).toContain('/article/post-40')
    } finally {
      site.restore()
    }
    expect(process.env.NOTION_PAGE_ID).toBe(before)
  })
})
