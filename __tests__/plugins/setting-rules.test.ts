// @vitest-environment node
// AI summary and pet settings as an owner writes them: the names turn summaries on,
// and a setting that does nothing without another one is reported, never silently ignored.
import { formatConfigProblem } from '@/lib/config/problems'
import { resolveSiteConfig, withWorkspaceConfig } from '@/lib/config/site-config'
import { createAiSummarizer } from '@/lib/plugins/ai-summary'
import { selectPet } from '@/lib/plugins/select/widgets'

const URL_ = 'https://ai.example.com/summary'
const POST = { id: 'p', title: 'T', lastEditedDate: 'd', toc: [], locked: false }

async function summarizeWith(env: Record<string, string>) {
  const fetch = vi.fn(async () => new Response('{"summary":"Short."}', { headers: { 'content-type': 'application/json' } }))
  const summarize = createAiSummarizer({ fetch: fetch as unknown as typeof globalThis.fetch, now: () => 0 })
  const { config, problems } = resolveSiteConfig({ env })
  return { summary: await summarize(POST, 'body', config), fetch, problems }
}

describe('AI summary settings', () => {
  it('turn on with AI_SUMMARY_API alone, and send AI_SUMMARY_KEY as a bearer token', async () => {
    const keyed = await summarizeWith({ AI_SUMMARY_API: URL_, AI_SUMMARY_KEY: 'k-1' })
    expect(keyed.summary).toBe('Short.')
    expect(keyed.problems).toEqual([])
    const [url, init] = keyed.fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(URL_)
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer k-1')
    const open = await summarizeWith({ AI_SUMMARY_API: URL_ })
    expect(open.summary).toBe('Short.')
    const [, openInit] = open.fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(openInit.headers).not.toHaveProperty('authorization')
  })

  it('report a key without a URL (redacted), and ask nothing', async () => {
    const { summary, fetch, problems } = await summarizeWith({ AI_SUMMARY_KEY: 'k-secret' })
    expect(summary).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ key: 'AI_SUMMARY_KEY', source: 'env', value: '[redacted]' })
    const line = formatConfigProblem(problems[0]!)
    expect(line).toMatch(/AI_SUMMARY_API/)
    expect(line).not.toContain('k-secret')
  })

  it('report the old names and say what to set instead (old key redacted)', () => {
    const { problems } = resolveSiteConfig({
      env: { AI_SUMMARY_ENABLED: 'true', AI_SUMMARY_API_URL: URL_, AI_SUMMARY_API_KEY: 'old-secret' },
    })
    const byKey = Object.fromEntries(problems.map((p) => [p.key, p]))
    expect(byKey.AI_SUMMARY_API_URL?.message).toMatch(/AI_SUMMARY_API\b/)
    expect(byKey.AI_SUMMARY_API_KEY?.message).toMatch(/AI_SUMMARY_KEY/)
    expect(byKey.AI_SUMMARY_ENABLED?.message).toMatch(/AI_SUMMARY_API is set/)
    expect(JSON.stringify(problems)).not.toContain('old-secret')
  })
})

describe('live2d settings', () => {
  it('default to a pinned renderer release, never @latest', () => {
    const { config } = resolveSiteConfig({})
    expect(config.LIVE2D_SCRIPT_URL).toMatch(/live2d-widget@\d+\.\d+\.\d+\/live2d\.min\.js$/)
    expect(config.LIVE2D_SCRIPT_URL).not.toContain('@latest')
  })

  it('report a pet that is switched on but cannot show, once the Config row is in', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const base = { env: { LIVE2D_ENABLED: 'true', LIVE2D_SCRIPT_URL: '' } }
    // Before the workspace is read, the model URL may still come from its Config row.
    expect(resolveSiteConfig(base).problems).toEqual([])
    const noModel = withWorkspaceConfig(base, {})
    expect(noModel.problems.map((p) => [p.key, p.message])).toEqual([['LIVE2D_ENABLED', expect.stringMatching(/LIVE2D_MODEL_URL/)]])
    const noScript = withWorkspaceConfig(base, { LIVE2D_MODEL_URL: 'https://m.example.com/model.json' })
    expect(noScript.problems.map((p) => [p.key, p.message])).toEqual([['LIVE2D_ENABLED', expect.stringMatching(/LIVE2D_SCRIPT_URL/)]])
    expect(selectPet(noScript.config)).toBeUndefined()
    const fine = withWorkspaceConfig({ env: { LIVE2D_ENABLED: 'true' } }, { LIVE2D_MODEL_URL: 'https://m.example.com/model.json' })
    expect(fine.problems).toEqual([])
    expect(selectPet(fine.config)).toBeDefined()
    warn.mockRestore()
  })
})
