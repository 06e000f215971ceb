import { createRevalidateHandler } from '@/lib/feeds/revalidate-handler'
import { MAX_REVALIDATE_PATHS, requestedPaths, secretMatches, variantPath } from '@/lib/feeds/revalidate'
import { mockReq, mockRes } from './helpers'

const SECRET = 's3cret-value'
const ROOT = 'f01105a1e0b14c0f8a2d5e6b7c8d9e0f'
const EN_ID = '0123456789abcdef0123456789abcdef'

let expired = 0

function handler(secret = SECRET, pageIds = '') {
  return createRevalidateHandler({
    config: () => ({ REVALIDATE_SECRET: secret, NOTION_PAGE_ID: pageIds }),
    expire: () => void expired++,
  })
}

async function call(init: Parameters<typeof mockReq>[0], options: { secret?: string; pageIds?: string; failOn?: string[] } = {}) {
  const { res, state } = mockRes(options.failOn)
  await handler(options.secret ?? SECRET, options.pageIds)(mockReq({ method: 'POST', ...init }), res)
  return state
}

const authed = { 'x-revalidate-secret': SECRET }

describe('revalidate endpoint: fresh data', () => {
  it('drops the cached site index before regenerating, and only for an authorised call', async () => {
    const before = expired
    await call({ headers: { 'x-revalidate-secret': 'nope' } })
    expect(expired).toBe(before)
    await call({ headers: authed })
    expect(expired).toBe(before + 1)
  })
})

describe('revalidate endpoint: access', () => {
  it('does not exist (404) while REVALIDATE_SECRET is empty, whatever is sent', async () => {
    const state = await call({ headers: { 'x-revalidate-secret': '' }, query: { secret: '' } }, { secret: '' })
    expect(state.statusCode).toBe(404)
    expect(state.revalidated).toEqual([])
  })

  it('accepts only POST', async () => {
    const state = await call({ method: 'GET', headers: authed })
    expect(state.statusCode).toBe(405)
    expect(state.headers.allow).toBe('POST')
    expect(state.revalidated).toEqual([])
  })

  it.each([
    ['missing', {}, {}],
    ['wrong header', { 'x-revalidate-secret': 'nope' }, {}],
    ['wrong query', {}, { secret: 'nope' }],
    ['a prefix of it', { 'x-revalidate-secret': SECRET.slice(0, -1) }, {}],
  ])('401 for a %s secret', async (_, headers, query) => {
    const state = await call({ headers, query })
    expect(state.statusCode).toBe(401)
    expect(state.revalidated).toEqual([])
    expect(state.headers['cache-control']).toBe('no-store')
  })

  it('accepts the secret in the header or in ?secret=', async () => {
    expect((await call({ headers: authed })).statusCode).toBe(200)
    expect((await call({ query: { secret: SECRET } })).statusCode).toBe(200)
  })
})

describe('revalidate endpoint: paths', () => {
  it('revalidates home and archive by default, under the default variant', async () => {
    const state = await call({ headers: authed })
    expect(state.revalidated).toEqual(['/_v', '/_v/archive'])
    expect(state.body).toEqual({ revalidated: ['/', '/archive'], failed: [] })
  })

  it('takes paths from the JSON body (array or comma list) or the query', async () => {
    expect((await call({ headers: authed, body: { paths: ['/article/a', '/tag/x'] } })).revalidated).toEqual(['/_v/article/a', '/_v/tag/x'])
    expect((await call({ headers: authed, body: { paths: '/a, /b' } })).revalidated).toEqual(['/_v/a', '/_v/b'])
    expect((await call({ headers: authed, body: '{"paths":["/c"]}' })).revalidated).toEqual(['/_v/c'])
    expect((await call({ headers: authed, query: { paths: '/d,/e' } })).revalidated).toEqual(['/_v/d', '/_v/e'])
  })

  it('maps language prefixes to their site variant', async () => {
    const state = await call({ headers: authed, body: { paths: ['/en', '/en/archive'] } }, { pageIds: `${ROOT},en:${EN_ID}` })
    expect(state.revalidated).toEqual(['/_v~_~_~0~en', '/_v~_~_~0~en/archive'])
  })

  it('reports failures and bad paths without stopping', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const state = await call({ headers: authed, body: { paths: ['/gone', 'relative', '//evil.test', '/ok'] } }, { failOn: ['/_v/gone'] })
    expect(state.statusCode).toBe(200)
    expect(state.body).toEqual({ revalidated: ['/ok'], failed: ['/gone', 'relative', '//evil.test'] })
    spy.mockRestore()
  })

  it(`revalidates at most ${MAX_REVALIDATE_PATHS} paths per call`, async () => {
    const paths = Array.from({ length: MAX_REVALIDATE_PATHS + 2 }, (_, i) => `/p${i}`)
    const state = await call({ headers: authed, body: { paths } })
    expect(state.revalidated).toHaveLength(MAX_REVALIDATE_PATHS)
    expect((state.body as { failed: string[] }).failed).toEqual(paths.slice(MAX_REVALIDATE_PATHS))
  })
})

describe('revalidate helpers', () => {
  it('compares secrets exactly', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true)
    expect(secretMatches(`${SECRET}x`, SECRET)).toBe(false)
    expect(secretMatches('', '')).toBe(false)
    expect(secretMatches(undefined, SECRET)).toBe(false)
    expect(secretMatches(['x'], SECRET)).toBe(false)
  })

  it('reads, trims and de-duplicates paths; an empty list means the defaults', () => {
    expect(requestedPaths({ paths: [' /a ', '/a', '/b,/c'] }, {})).toEqual(['/a', '/b', '/c'])
    expect(requestedPaths({ paths: '' }, {})).toEqual(['/', '/archive'])
    expect(requestedPaths('not json', { paths: ['/q'] })).toEqual(['/q'])
    expect(requestedPaths(undefined, {})).toEqual(['/', '/archive'])
  })

  it('turns visitor paths into page paths and refuses anything else', () => {
    expect(variantPath('/', [])).toBe('/_v')
    expect(variantPath('/archive/', [])).toBe('/_v/archive')
    expect(variantPath('/category/随笔', [])).toBe('/_v/category/%E9%9A%8F%E7%AC%94')
    expect(variantPath('/category/%E9%9A%8F%E7%AC%94', [])).toBe('/_v/category/%E9%9A%8F%E7%AC%94')
    expect(variantPath('/en/about', ['en'])).toBe('/_v~_~_~0~en/about')
    expect(variantPath('/en/about', [])).toBe('/_v/en/about')
    expect(variantPath('/_v~hexo~_~0~_/archive', [])).toBe('/_v~hexo~_~0~_/archive')
    for (const bad of ['archive', '//evil.test/x', '/a/../b', '/a?x=1', '/a#h', '/a\\b', '/a\nb']) {
      expect(variantPath(bad, [])).toBeNull()
    }
  })
})
