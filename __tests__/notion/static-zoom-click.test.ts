// A click on a static body's image while the zoom's code is still loading (the idle load began
// first) is not lost: the image opens once the code is there. Once attached, the zoom answers
// clicks itself.
import { afterEach, describe, expect, it, vi } from 'vitest'

let release: () => void = () => {}
const gate = new Promise<void>((resolve) => (release = resolve))
const attachZoom = vi.fn((_images: HTMLImageElement[], _first?: HTMLImageElement) => () => {})

vi.mock('@/components/notion/static-zoom', async () => {
  await gate
  return { attachZoom }
})
// The page is idle at once: the zoom's code starts loading before any click.
vi.mock('@/lib/plugins/after-interactive', () => ({ afterInteractive: (run: () => void) => (run(), () => {}) }))

const { zoomWhenIdle } = await import('@/components/notion/static-enhancements')

afterEach(() => {
  document.body.innerHTML = ''
})

describe('zoomWhenIdle', () => {
  it('opens the image clicked while the zoom was loading, and leaves later clicks to the zoom', async () => {
    document.body.innerHTML = '<div id="body"><img data-folio-zoom src="/a.png" id="a"><img data-folio-zoom src="/b.png" id="b"></div>'
    const root = document.getElementById('body')!
    const stop = zoomWhenIdle(root)
    const second = document.getElementById('b') as HTMLImageElement
    second.click()
    expect(attachZoom).not.toHaveBeenCalled()
    release()
    await vi.waitFor(() => expect(attachZoom).toHaveBeenCalledTimes(1))
    expect(attachZoom.mock.calls[0]?.[1]).toBe(second)
    expect(attachZoom.mock.calls[0]?.[0]).toHaveLength(2)
    ;(document.getElementById('a') as HTMLImageElement).click()
    await Promise.resolve()
    expect(attachZoom).toHaveBeenCalledTimes(1)
    stop()
  })
})
