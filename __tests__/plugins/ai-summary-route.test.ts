// @vitest-environment node
// The AI summary on its way into the article's props: asked on the server with the post's
// text, handed to the layout as data.aiSummary; never for a locked post, nor with plugins off.
import type { GetStaticPropsResult } from 'next'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetSiteDataForTests } from '@/lib/data/site-data'
import { articleRoute } from '@/lib/routes/next-routes'
import type { ThemePageProps } from '@/lib/routes/types'
import { demoLockedPost } from '../lock/helpers'

const API = 'https://ai.example.com/summary'
const SUMMARY = 'A short machine-written summary of the post.'
type Result = GetStaticPropsResult<ThemePageProps<'LayoutSlug'>>

const realFetch = globalThis.fetch
const asked: Array<{ url: string; body: { title: string; content: string } }> = []

async function articleData(href: string) {
  const slug = href.split('/').filter(Boolean)
  const result = (await articleRoute.getStaticProps({ params: { variant: '_v', slug } })) as Result
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`)
  return result.props.data
}

function useSettings(env: Record<string, string>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value)
  resetSiteDataForTests()
}

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    if (!url.startsWith(API)) return realFetch(input, init)
    asked.push({ url, body: JSON.parse(String(init?.body)) as { title: string; content: string } })
    return new Response(JSON.stringify({ summary: SUMMARY }), { headers: { 'content-type': 'application/json' } })
  })
})
afterEach(() => {
  vi.unstubAllEnvs()
  asked.length = 0
})
afterAll(() => {
  vi.unstubAllGlobals()
  resetSiteDataForTests()
})

describe('the article route and the AI summary', () => {
  it('puts the service answer in data.aiSummary, asked with the post title and text', async () => {
    useSettings({ NOTION_PAGE_ID: '', AI_SUMMARY_API: API, AI_SUMMARY_KEY: 'k' })
    const { open } = await demoLockedPost()
    const data = await articleData(open.href)
    expect(data.aiSummary).toBe(SUMMARY)
    expect(asked).toHaveLength(1)
    expect(asked[0]?.body.title).toBe(open.title)
    expect(asked[0]?.body.content.length).toBeGreaterThan(0)
  })

  it('gives a locked post no summary and sends none of its text', async () => {
    useSettings({ NOTION_PAGE_ID: '', AI_SUMMARY_API: API })
    const { post } = await demoLockedPost()
    const data = await articleData(post.href)
    expect(data.aiSummary).toBeNull()
    expect(asked).toHaveLength(0)
  })

  it('gives no summary with DISABLE_PLUGIN, and asks nothing', async () => {
    useSettings({ NOTION_PAGE_ID: '', AI_SUMMARY_API: `${API}?disabled`, DISABLE_PLUGIN: 'true' })
    const { open } = await demoLockedPost()
    const data = await articleData(open.href)
    expect(data.aiSummary).toBeNull()
    expect(asked).toHaveLength(0)
  })

  it('gives no summary without AI_SUMMARY_API', async () => {
    useSettings({ NOTION_PAGE_ID: '' })
    const { open } = await demoLockedPost()
    expect((await articleData(open.href)).aiSummary).toBeNull()
    expect(asked).toHaveLength(0)
  })
})
