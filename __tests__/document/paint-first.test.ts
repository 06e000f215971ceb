// The page's chunks are added once it has painted: after its high-priority pictures are decoded,
// the first contentful paint is reported and two more frames have passed. In Next's order, never
// twice; at once in a hidden tab; at the latest LIMIT_MS after the document is parsed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIMIT_MS, paintFirstScript, PICTURE_WAIT_MS, runScriptsAfterPaint, SCRIPT_LIST_ID } from '@/components/document/paint-first'

const HIDDEN = 'folio-variant-pending'
const SOURCES = ['/_next/static/chunks/1.js', '/_next/static/chunks/webpack.js', '/_next/static/chunks/main.js']

let frames: FrameRequestCallback[] = []

function nextFrame(): void {
  const due = frames
  frames = []
  for (const callback of due) callback(performance.now())
}

const added = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]'))

function writeList(crossOrigin?: string): void {
  const list = document.createElement('script')
  list.id = SCRIPT_LIST_ID
  list.type = 'application/json'
  list.textContent = JSON.stringify(SOURCES)
  if (crossOrigin !== undefined) list.setAttribute('data-crossorigin', crossOrigin)
  document.head.appendChild(list)
}

function addHero(decode: () => Promise<void>): void {
  const img = document.createElement('img')
  img.setAttribute('fetchpriority', 'high')
  img.decode = decode
  document.body.appendChild(img)
}

/** Lets promise callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0)

/** Promise callbacks, two frames, and the timer after them. */
async function twoFramesLater(): Promise<void> {
  await settle()
  nextFrame()
  nextFrame()
  await settle()
}

beforeEach(() => {
  vi.useFakeTimers()
  frames = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => (frames.push(callback), frames.length))
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  document.documentElement.lang = ''
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
})

describe('runScriptsAfterPaint', () => {
  it('adds the chunks in order, not async, after the pictures are decoded and two frames have passed', async () => {
    writeList()
    let decoded: () => void = () => {}
    addHero(() => new Promise<void>((resolve) => (decoded = resolve)))
    runScriptsAfterPaint(document, window, SCRIPT_LIST_ID, HIDDEN, PICTURE_WAIT_MS, LIMIT_MS)
    await settle()
    nextFrame()
    expect(added()).toHaveLength(0)
    decoded()
    await settle()
    nextFrame()
    expect(added()).toHaveLength(0)
    nextFrame()
    expect(added()).toHaveLength(0)
    await settle()
    expect(added().map((s) => s.getAttribute('src'))).toEqual(SOURCES)
    expect(added().every((s) => s.async === false && !s.hasAttribute('crossorigin'))).toBe(true)
  })

  it('goes on when a picture fails to decode, and carries the crossorigin setting', async () => {
    writeList('anonymous')
    addHero(() => Promise.reject(new Error('broken picture')))
    runScriptsAfterPaint(document, window, SCRIPT_LIST_ID, HIDDEN, PICTURE_WAIT_MS, LIMIT_MS)
    await twoFramesLater()
    expect(added()).toHaveLength(3)
    expect(added().every((s) => s.crossOrigin === 'anonymous')).toBe(true)
  })

  it('stops waiting for a picture that takes too long, but still lets the page paint', async () => {
    writeList()
    addHero(() => new Promise<void>(() => {}))
    runScriptsAfterPaint(document, window, SCRIPT_LIST_ID, HIDDEN, PICTURE_WAIT_MS, LIMIT_MS)
    await vi.advanceTimersByTimeAsync(PICTURE_WAIT_MS)
    expect(added()).toHaveLength(0)
    nextFrame()
    nextFrame()
    await settle()
    expect(added()).toHaveLength(3)
  })

  it('runs them at the limit when frames never come, and only once', async () => {
    writeList()
    addHero(() => Promise.resolve())
    runScriptsAfterPaint(document, window, SCRIPT_LIST_ID, HIDDEN, PICTURE_WAIT_MS, LIMIT_MS)
    await vi.advanceTimersByTimeAsync(LIMIT_MS - 1)
    expect(added()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(added()).toHaveLength(3)
    nextFrame()
    nextFrame()
    await settle()
    expect(added()).toHaveLength(3)
  })

  it('waits for the first contentful paint to be reported (it is drawn after the frame work)', async () => {
    writeList()
    let report: (entries: { getEntriesByName: (name: string) => unknown[] }) => void = () => {}
    const reported = (names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name) })
    class FakeObserver {
      static supportedEntryTypes = ['paint']
      constructor(callback: typeof report) {
        report = callback
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    runScriptsAfterPaint(document, window, SCRIPT_LIST_ID, HIDDEN, PICTURE_WAIT_MS, LIMIT_MS)
    await twoFramesLater()
    report(reported(['first-paint']))
    await twoFramesLater()
    expect(added()).toHaveLength(0)
    report(reported(['first-contentful-paint']))
    await twoFramesLater()
    expect(added()).toHaveLength(3)
    vi.unstubAllGlobals()
  })

  it('runs them at once on a page that hides itself until its scripts switch it (it paints nothing)', () => {
    writeList()
    document.documentElement.classList.add(HIDDEN)
    runScriptsAfterPaint(document, window, SCRIPT_LIST_ID, HIDDEN, PICTURE_WAIT_MS, LIMIT_MS)
    expect(added()).toHaveLength(3)
    document.documentElement.classList.remove(HIDDEN)
  })

  it('runs them when the tab is hidden while it waits', async () => {
    writeList()
    runScriptsAfterPaint(document, window, SCRIPT_LIST_ID, HIDDEN, PICTURE_WAIT_MS, LIMIT_MS)
    await settle()
    expect(added()).toHaveLength(0)
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(added()).toHaveLength(3)
  })

  it('runs them at once in a hidden tab', () => {
    writeList()
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    runScriptsAfterPaint(document, window, SCRIPT_LIST_ID, HIDDEN, PICTURE_WAIT_MS, LIMIT_MS)
    expect(added()).toHaveLength(3)
  })

  it('then loads the date formatter of the page\u2019s language in a task of its own, on a page that shows a date', async () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    writeList()
    document.documentElement.lang = 'fr'
    document.body.innerHTML = '<time datetime="2024-01-05">5 janvier 2024</time>'
    document.documentElement.classList.add(HIDDEN)
    runScriptsAfterPaint(document, window, SCRIPT_LIST_ID, HIDDEN, PICTURE_WAIT_MS, LIMIT_MS)
    document.documentElement.classList.remove(HIDDEN)
    expect(added()).toHaveLength(3)
    expect(made).not.toHaveBeenCalled()
    await settle()
    expect(made).toHaveBeenCalledWith('fr', expect.objectContaining({ month: 'long' }))
  })

  it('skips the date formatter on a page without a date, and survives a language Intl rejects', async () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    writeList()
    document.documentElement.classList.add(HIDDEN)
    runScriptsAfterPaint(document, window, SCRIPT_LIST_ID, HIDDEN, PICTURE_WAIT_MS, LIMIT_MS)
    await settle()
    expect(made).not.toHaveBeenCalled()
    document.head.innerHTML = ''
    writeList()
    document.documentElement.lang = 'not a language!'
    document.body.innerHTML = '<time datetime="2024-01-05">Jan 5</time>'
    runScriptsAfterPaint(document, window, SCRIPT_LIST_ID, HIDDEN, PICTURE_WAIT_MS, LIMIT_MS)
    document.documentElement.classList.remove(HIDDEN)
    await settle()
    expect(made).toHaveBeenCalledTimes(1)
  })

  it('does nothing without the list (a development build writes Next\u2019s own scripts)', async () => {
    runScriptsAfterPaint(document, window, SCRIPT_LIST_ID, HIDDEN, PICTURE_WAIT_MS, LIMIT_MS)
    await vi.advanceTimersByTimeAsync(LIMIT_MS)
    expect(added()).toHaveLength(0)
  })
})

describe('paintFirstScript', () => {
  it('is self-contained: its text runs on its own as the inline script', async () => {
    writeList()
    new Function(paintFirstScript())()
    await twoFramesLater()
    expect(added().map((s) => s.getAttribute('src'))).toEqual(SOURCES)
  })
})
