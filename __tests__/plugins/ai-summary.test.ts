// @vitest-environment node
import { createAiSummarizer, MAX_CACHED_POSTS, type AiSummarySettings, type SummaryPost } from '@/lib/plugins/ai-summary'
import { summaryInput, truncateWords } from '@/lib/plugins/ai-summary-text'

const SETTINGS: AiSummarySettings = {
  DISABLE_PLUGIN: false,
  AI_SUMMARY_API: 'https://ai.example.com/summary',
  AI_SUMMARY_KEY: 'key-123',
  AI_SUMMARY_CACHE_SECONDS: 1800,
  AI_SUMMARY_WORD_LIMIT: 1000,
}
const POST: SummaryPost = {
  id: 'p1',
  title: 'Hello',
  lastEditedDate: '2024-01-01T00:00:00.000Z',
  toc: [
    { id: 'a', text: 'Intro', indentLevel: 0 },
    { id: 'b', text: 'Detail', indentLevel: 1 },
  ],
  locked: false,
}

function setup(answer: () => Response | Promise<Response>, maxEntries?: number) {
  let now = 1_000_000
  const fetch = vi.fn(async () => answer())
  const summarize = createAiSummarizer({ fetch: fetch as unknown as typeof globalThis.fetch, now: () => now, maxEntries })
  return { fetch, summarize, advance: (ms: number) => (now += ms) }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('getAiSummary', () => {
  it('asks the service on the server with the key in a header and the post text in the body', async () => {
    const { fetch, summarize } = setup(() => json({ summary: '  A short summary. ' }))
    await expect(summarize(POST, 'Body text here.', SETTINGS)).resolves.toBe('A short summary.')
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://ai.example.com/summary')
    expect(init.method).toBe('POST')
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer key-123')
    expect(JSON.parse(String(init.body))).toEqual({
      title: 'Hello',
      content: 'Hello\n\n- Intro\n  - Detail\n\nBody text here.',
    })
  })

  it('caches a summary for the configured time (1800 s by default)', async () => {
    const { fetch, summarize, advance } = setup(() => json({ summary: 'S' }))
    await summarize(POST, 'text', SETTINGS)
    advance(1799_000)
    await summarize(POST, 'text', SETTINGS)
    expect(fetch).toHaveBeenCalledTimes(1)
    advance(2_000)
    await summarize(POST, 'text', SETTINGS)
    expect(fetch).toHaveBeenCalledTimes(2)
    // An edited post is a new summary at once.
    await summarize({ ...POST, lastEditedDate: '2024-02-01T00:00:00.000Z' }, 'text', SETTINGS)
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('gives no summary, with a warning that never shows the key, when the service fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { fetch, summarize, advance } = setup(() => json({ error: 'boom' }, 500))
    await expect(summarize(POST, 'text', SETTINGS)).resolves.toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 500'))
    expect(JSON.stringify(warn.mock.calls)).not.toContain('key-123')
    // Not asked again for every page of the next minute, but asked again after it.
    await summarize(POST, 'text', SETTINGS)
    expect(fetch).toHaveBeenCalledTimes(1)
    advance(61_000)
    await summarize(POST, 'text', SETTINGS)
    expect(fetch).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('gives no summary for an answer without summary text, or a network error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(setup(() => json({ nope: 1 })).summarize(POST, 't', SETTINGS)).resolves.toBeNull()
    await expect(setup(() => Promise.reject(new TypeError('fetch failed'))).summarize(POST, 't', SETTINGS)).resolves.toBeNull()
    warn.mockRestore()
  })

  it('asks nothing when disabled, without an endpoint, or for a locked post', async () => {
    const { fetch, summarize } = setup(() => json({ summary: 'S' }))
    for (const s of [
      { ...SETTINGS, DISABLE_PLUGIN: true },
      { ...SETTINGS, AI_SUMMARY_API: '' },
      { ...SETTINGS, AI_SUMMARY_API: '', AI_SUMMARY_KEY: '' },
    ]) {
      await expect(summarize(POST, 'text', s)).resolves.toBeNull()
    }
    await expect(summarize({ ...POST, locked: true }, 'text', SETTINGS)).resolves.toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('the summary cache', () => {
  const post = (id: string, lastEditedDate = POST.lastEditedDate): SummaryPost => ({ ...POST, id, lastEditedDate })

  it('keeps one entry per post: an edited post replaces its old summary', async () => {
    const { fetch, summarize } = setup(() => json({ summary: 'S' }))
    for (let day = 1; day <= 5; day++) {
      await summarize(post('p1', `2024-01-0${day}T00:00:00.000Z`), 'text', SETTINGS)
    }
    expect(fetch).toHaveBeenCalledTimes(5)
    expect(summarize.cachedPosts()).toBe(1)
  })

  it('drops expired entries when a new one is stored', async () => {
    const { summarize, advance } = setup(() => json({ summary: 'S' }))
    await summarize(post('a'), 'text', SETTINGS)
    await summarize(post('b'), 'text', SETTINGS)
    expect(summarize.cachedPosts()).toBe(2)
    advance(1801_000)
    await summarize(post('c'), 'text', SETTINGS)
    expect(summarize.cachedPosts()).toBe(1)
  })

  it('holds at most its size, letting the longest-stored posts go first', async () => {
    const { fetch, summarize } = setup(() => json({ summary: 'S' }), 3)
    for (const id of ['a', 'b', 'c', 'd', 'e']) await summarize(post(id), 'text', SETTINGS)
    expect(summarize.cachedPosts()).toBe(3)
    expect(fetch).toHaveBeenCalledTimes(5)
    // c, d, e are still cached; a was dropped and is asked for again.
    for (const id of ['c', 'd', 'e']) await summarize(post(id), 'text', SETTINGS)
    expect(fetch).toHaveBeenCalledTimes(5)
    await summarize(post('a'), 'text', SETTINGS)
    expect(fetch).toHaveBeenCalledTimes(6)
    expect(summarize.cachedPosts()).toBe(3)
  })

  it('is bounded by default', async () => {
    const { summarize } = setup(() => json({ summary: 'S' }))
    for (let i = 0; i < MAX_CACHED_POSTS + 50; i++) await summarize(post(`p${i}`), 'text', SETTINGS)
    expect(summarize.cachedPosts()).toBe(MAX_CACHED_POSTS)
  })
})

describe('summary text', () => {
  it('cuts the body at the word limit, counting each CJK character as a word', () => {
    expect(truncateWords('one two three four', 2)).toBe('one two')
    expect(truncateWords('你好世界 and more', 3)).toBe('你好世')
    expect(truncateWords('short', 10)).toBe('short')
  })

  it('sends the title, the table of contents and the body up to the limit', () => {
    const words = Array.from({ length: 1500 }, (_, i) => `w${i}`).join(' ')
    const input = summaryInput(POST, words, 1000)
    expect(input.startsWith('Hello\n\n- Intro\n  - Detail\n\nw0 w1')).toBe(true)
    expect(input.endsWith('w999')).toBe(true)
  })
})
