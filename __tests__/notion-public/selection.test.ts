// @vitest-environment node
// NOTION_API_TOKEN selects the public API; without it nothing changes (/api/v3, or the demo).
import { getPageSource, resetSiteDataForTests } from '@/lib/data/site-data'

const KEYS = ['NOTION_PAGE_ID', 'NOTION_API_TOKEN', 'NOTION_SNAPSHOT_DIR'] as const
let saved: Record<string, string | undefined>

beforeEach(() => {
  saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]))
  for (const k of KEYS) delete process.env[k]
  resetSiteDataForTests()
})
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k]
    else process.env[k] = saved[k]
  }
  resetSiteDataForTests()
})

describe('choosing the page source', () => {
  it('reads through the public API with an integration token', () => {
    Object.assign(process.env, { NOTION_PAGE_ID: 'f01105a1e0b14c0f8a2d5e6b7c8d9e0f', NOTION_API_TOKEN: 'ntn_secret' })
    expect(getPageSource().kind).toBe('public-api')
  })

  it('reads /api/v3 without one', () => {
    process.env.NOTION_PAGE_ID = 'f01105a1e0b14c0f8a2d5e6b7c8d9e0f'
    expect(getPageSource().kind).toBe('live')
  })

  it('serves the demo without a page id, token or not', () => {
    process.env.NOTION_API_TOKEN = 'ntn_secret'
    expect(getPageSource().kind).toBe('snapshot')
  })
})
