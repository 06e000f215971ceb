// Social cards in a browser: a post without a cover names its generated card in og:image and
// twitter:image, the card is a 1200×630 PNG kept for good at its versioned URL, and its Chinese
// title is drawn in glyphs, not boxes: in 清单的清单 the 1st and 4th characters are the same
// picture and the 1st and 2nd are not (a font without them draws one box for all five).
import { expect, test } from './test'

const POST = '/article/1d887e662e694db791974e5f3d3ce6de' // 清单的清单: no cover
// The title's size for a title this short (components/seo/SocialCard.tsx): CJK glyphs are one
// em wide, so each character fills an 80 px cell from the card's 80 px left padding.
const CELL = 80
const LEFT = 80

test('a post without a cover has a social card that draws its Chinese title', async ({ page, request }) => {
  // The first card also reads the CJK font (about a second); a dev server compiles the route too.
  test.setTimeout(60_000)
  await page.goto(POST)
  const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content')
  const image = (await meta('og:image')) ?? ''
  expect(image).toMatch(/\/api\/og\/post\/article\/1d887e662e694db791974e5f3d3ce6de\.png\?v=[0-9a-f]{10}$/)
  expect(await meta('twitter:image')).toBe(image)
  expect(await meta('twitter:card')).toBe('summary_large_image')
  expect([await meta('og:image:width'), await meta('og:image:height')]).toEqual(['1200', '630'])

  // The demo's LINK is another host: the card is fetched from this server by its path.
  const card = new URL(image).pathname + new URL(image).search
  const answer = await request.get(card)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('image/png')
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

  const cells = await page.evaluate(
    async ({ src, cell, left }) => {
      const img = new Image()
      img.src = src
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = img.naturalWidth
      canvas.height = img.naturalHeight
      const ctx = canvas.getContext('2d')!
      ctx.drawImage(img, 0, 0)
      // The title sits in the card's middle band (between the category and the byline).
      const cellPixels = (i: number) => Array.from(ctx.getImageData(left + cell * i, 150, cell, 330).data)
      const ink = (pixels: number[]) => pixels.filter((v, i) => i % 4 === 0 && v < 100).length
      const same = (a: number[], b: number[]) => a.every((v, i) => v === b[i])
      const [first, second, fourth] = [cellPixels(0), cellPixels(1), cellPixels(3)]
      return { size: [img.naturalWidth, img.naturalHeight], ink: ink(first), firstIsFourth: same(first, fourth), firstIsSecond: same(first, second) }
    },
    { src: card, cell: CELL, left: LEFT },
  )
  expect(cells).toEqual({ size: [1200, 630], ink: expect.any(Number), firstIsFourth: true, firstIsSecond: false })
  expect(cells.ink).toBeGreaterThan(300)
})

test('an Invisible post has no card', async ({ request }) => {
  expect((await request.get('/api/og/post/article/design-review-notes.png')).status()).toBe(404)
})
