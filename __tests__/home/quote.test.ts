import { describe, expect, it, vi } from 'vitest'
import { fetchQuote, parseQuote, quoteLink } from '@/lib/home/quote'

const ANSWER = { id: 1, uuid: 'c6a1-42', hitokoto: 'Stay hungry.', from: 'A speech', type: 'a' }

describe('quote parsing', () => {
  it('reads hitokoto, uuid and from', () => {
    expect(parseQuote(ANSWER)).toEqual({ text: 'Stay hungry.', uuid: 'c6a1-42', from: 'A speech' })
  })

  it('has no quote without text, and tolerates missing fields', () => {
    expect(parseQuote({ uuid: 'x' })).toBeNull()
    expect(parseQuote(null)).toBeNull()
    expect(parseQuote('text')).toBeNull()
    expect(parseQuote({ hitokoto: 'Only text' })).toEqual({ text: 'Only text', uuid: '', from: '' })
  })

  it('links to the quote page by uuid, or nowhere', () => {
    expect(quoteLink('https://hitokoto.cn/?uuid={uuid}', 'a b')).toBe(
      'https://hitokoto.cn/?uuid=a%20b',
    )
    expect(quoteLink('https://hitokoto.cn/?uuid={uuid}', '')).toBe('')
    expect(quoteLink('', 'abc')).toBe('')
    expect(quoteLink('https://example.org/no-placeholder', 'abc')).toBe('')
  })
})

describe('fetchQuote', () => {
  const answer = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch

  it('GETs the service URL without parameters and parses the answer', async () => {
    const fetchMock = answer(ANSWER)
    await expect(fetchQuote('https://quotes.test/', fetchMock)).resolves.toMatchObject({
      text: 'Stay hungry.',
    })
    expect(vi.mocked(fetchMock).mock.calls[0]?.[0]).toBe('https://quotes.test/')
  })

  it('throws on an HTTP error or an answer without a quote', async () => {
    await expect(fetchQuote('https://quotes.test/', answer(ANSWER, 503))).rejects.toThrow(/503/)
    await expect(fetchQuote('https://quotes.test/', answer({}))).rejects.toThrow(/without a quote/)
  })
})
