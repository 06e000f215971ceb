// Plugins in a real browser, on the configured build (e2e/configured/settings.ts): the live2d
// pet, fireworks, the visitor counter and the music player. Their outside URLs point at
// ASSETS, answered here by stand-ins (page.route), so nothing leaves the machine.
import { expect, test, type Page, type Request } from '../test'
import { expectNoErrors, watchErrors } from '../helpers'
import { answerPluginStandIns, COUNTER, PET_MODEL, PET_RENDERER, TRACK } from './plugin-stand-ins'
import { ASSETS } from './settings'
import { nextTheme } from '../../lib/theme/names'
import { BUILT_THEMES } from '../../themes/built.generated'

const ARTICLE = '/article/block-tour'
// A page whose own content loads without errors (the block tour's video is missing on purpose).
const QUIET_PAGE = '/archive'

/**
 * The plugin stand-ins, and a guard: any other outside http(s) host is refused and noted (a
 * plugin asking one would otherwise reach the internet).
 */
async function standIns(page: Page, options: { modelStatus?: number } = {}) {
  const foreign: string[] = []
  await page.route(
    (url) =>
      /^https?:$/.test(url.protocol) &&
      !['127.0.0.1', 'localhost', new URL(ASSETS).hostname].includes(url.hostname),
    (route) => {
      foreign.push(route.request().url())
      return route.abort()
    },
  )
  return { ...(await answerPluginStandIns(page, options)), foreign }
}

test.describe('live2d pet', () => {
  test('loads its model and renderer only after the page is interactive; a click switches theme', async ({
    page,
  }) => {
    const errors = watchErrors(page)
    const { seen, foreign } = await standIns(page)
    await page.goto(QUIET_PAGE)
    await expect(page.locator('#theme-medium')).toBeVisible()

    const canvas = page.locator('canvas#folio-live2d')
    await expect(canvas).toBeVisible()
    await expect(canvas).toHaveAttribute('data-stand-in-model', PET_MODEL)
    const box = await canvas.boundingBox()
    expect([box?.width, box?.height]).toEqual([280, 250])
    const pet = seen.filter((s) => s.url === PET_MODEL || s.url === PET_RENDERER)
    expect(pet.map((s) => s.url)).toEqual([PET_MODEL, PET_RENDERER])
    for (const request of pet)
      expect(request, request.url).toMatchObject({ readyState: 'complete', loaded: true })
    // The stand-in renderer painted into the canvas.
    const painted = await canvas.evaluate(
      (c: HTMLCanvasElement) => c.getContext('2d')?.getImageData(140, 125, 1, 1).data[3],
    )
    expect(painted).toBe(255)

    await canvas.click()
    const next = nextTheme('medium', BUILT_THEMES)
    await expect(page).toHaveURL(`${QUIET_PAGE}?theme=${next}`)
    await expect(page.locator(`#theme-${next}`)).toBeVisible()
    expect(foreign).toEqual([])
    await expectNoErrors(errors)
  })

  test('a model that fails to load is a console error and the canvas goes away', async ({
    page,
  }) => {
    const consoleErrors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text())
    })
    const { seen, foreign } = await standIns(page, { modelStatus: 404 })
    await page.goto(ARTICLE)
    await expect(page.locator('#theme-medium')).toBeVisible()
    await expect
      .poll(() => consoleErrors.some((text) => text.includes('live2d model could not be loaded')))
      .toBe(true)
    await expect(page.locator('canvas#folio-live2d')).toHaveCount(0)
    // The renderer is not even asked for.
    expect(seen.map((s) => s.url)).not.toContain(PET_RENDERER)
    expect(foreign).toEqual([])
  })
})

/** A point of the page whose element is not a link, button or form control. */
async function quietPoint(page: Page): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(() => {
    for (let y = 80; y < window.innerHeight - 280; y += 40) {
      for (let x = 40; x < window.innerWidth - 300; x += 40) {
        const el = document.elementFromPoint(x, y)
        if (
          el &&
          !el.closest('a, button, input, textarea, select, label, [role="button"], [tabindex]')
        )
          return { x, y }
      }
    }
    return null
  })
  if (!point) throw new Error('no quiet point on the page')
  return point
}

test('clicking the page draws fireworks, with no console error', async ({ page }) => {
  const errors = watchErrors(page)
  const { foreign } = await standIns(page)
  await page.goto(QUIET_PAGE)
  const canvas = page.locator('canvas[data-effect="fireworks"]')
  await expect(canvas).toHaveCount(1)
  await page.waitForLoadState('networkidle')

  const paintedPixels = () =>
    canvas.evaluate((c: HTMLCanvasElement) => {
      const data =
        c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray()
      let painted = 0
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted += 1
      return painted
    })
  expect(await paintedPixels()).toBe(0)
  const { x, y } = await quietPoint(page)
  const before = page.url()
  await page.mouse.click(x, y)
  await expect.poll(paintedPixels, { timeout: 2_000 }).toBeGreaterThan(50)
  expect(page.url()).toBe(before)
  // The burst fades and the loop stops: the canvas is clear again.
  await expect.poll(paintedPixels, { timeout: 5_000 }).toBe(0)
  expect(foreign).toEqual([])
  await expectNoErrors(errors)
})

test('the visitor counter is asked once per page, after load, with the callback and the page as referrer', async ({
  page,
  baseURL,
}) => {
  const { counter, seen, foreign } = await standIns(page)
  await page.goto(ARTICLE)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  expect(counter).toHaveLength(1)
  const first = counter[0] as Request
  const url = new URL(first.url())
  expect(`${url.origin}${url.pathname}`).toBe(COUNTER)
  expect([...url.searchParams.keys()]).toEqual(['jsonpCallback'])
  expect(url.searchParams.get('jsonpCallback')).toMatch(/^FolioCounter_\d+_\d+$/)
  expect(first.headers().referer).toBe(`${baseURL}${ARTICLE}`)
  const whenAsked = seen.find((s) => s.url === first.url())
  expect(whenAsked).toMatchObject({ readyState: 'complete', loaded: true })
  // The callback was cleaned up after the answer.
  expect(
    await page.evaluate((name) => name in window, url.searchParams.get('jsonpCallback') ?? ''),
  ).toBe(false)

  // A client-side page change counts the new page, once.
  await page.evaluate(() =>
    (
      window as unknown as { next: { router: { push: (u: string) => Promise<boolean> } } }
    ).next.router.push('/archive'),
  )
  await expect(page).toHaveURL((u) => u.pathname === '/archive')
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  expect(counter).toHaveLength(2)
  expect(counter[1]?.headers().referer).toBe(`${baseURL}/archive`)
  expect(foreign).toEqual([])
})

test('the music player plays its track and asks no host but the track and cover URLs', async ({
  page,
  baseURL,
}) => {
  const errors = watchErrors(page)
  const site = new URL(baseURL ?? 'http://127.0.0.1').origin
  const { foreign } = await standIns(page)
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto(QUIET_PAGE)
  const player = page.locator('section .rhap_container')
  await expect(player).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Nothing of the track before playing (preload none).
  expect(requests).not.toContain(TRACK?.url)

  await player.locator('.rhap_play-pause-button').click()
  const audio = player.locator('audio')
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false)
  await expect(player).toHaveClass(/rhap_play-status--playing/)
  await page.waitForTimeout(500)
  await player.locator('.rhap_play-pause-button').click()
  await expect(player).toHaveClass(/rhap_play-status--paused/)

  const elsewhere = [
    ...new Set(
      requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== site),
    ),
  ]
  // The pet and the counter are on every page of this build; the player adds its two URLs.
  const expected = [PET_MODEL, PET_RENDERER, COUNTER, TRACK?.url, TRACK?.cover]
  expect(
    elsewhere.filter((url) => !expected.some((allowed) => allowed && url.startsWith(allowed))),
  ).toEqual([])
  expect(elsewhere).toEqual(expect.arrayContaining([TRACK?.url, TRACK?.cover]))
  // Every icon is the player's own SVG (Iconify would fetch its icons at run time).
  const foreignIcons = await player.locator('svg:not([data-icon])').count()
  expect(foreignIcons).toBe(0)
  expect(foreign).toEqual([])
  await expectNoErrors(errors)
})
