// The sitemap of 10,000 posts as a search engine reads it: an index, every file it names
// within the protocol's limits, every post once.
import { expect, test } from '../test'
import { sitemapText } from '../helpers'
import { SCALE_POSTS } from './settings'

test('the sitemap index names files within 50,000 URLs and 50 MB that list every post once', async ({ request }) => {
  const sizes: number[] = []
  const text = await sitemapText(async (path) => {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const body = await response.text()
    sizes.push(Buffer.byteLength(body))
    return body
  })
  for (const size of sizes) expect(size).toBeLessThan(50 * 1024 * 1024)
  for (const file of text.split('</urlset>')) expect((file.match(/<url>/g) ?? []).length).toBeLessThan(50_000)
  const posts = [...text.matchAll(/<loc>[^<]*\/article\/(post-\d+)<\/loc>/g)].map((m) => m[1])
  expect(posts).toHaveLength(SCALE_POSTS)
  expect(new Set(posts).size).toBe(SCALE_POSTS)
})
