// @vitest-environment node
// Changing content at run time (functions and the loopback control endpoint), and the CLI's arguments.
import { isFullBlock, type PageObjectResponse } from '@notionhq/client'
import { afterEach, describe, expect, it } from 'vitest'
import { parsePublicStubArgs } from '@/lib/notion/public-stub/cli-args'
import { NOTION_RATE_LIMIT } from '@/lib/notion/public-stub/rate-limit'
import { image, NotionWorkspace } from '@/lib/notion/builder'
import { client, closeStubs, demoPages, DEMO_DIR, pagesOf, startStub } from './fixtures'

afterEach(() => closeStubs())

const POST = '0015504c86594d1899af851252627d22'

const titleOf = (page: PageObjectResponse): string => {
  const title = page.properties.title
  return title?.type === 'title' ? title.title.map((run) => run.plain_text).join('') : ''
}

describe('edits at run time', () => {
  it('changes a title and properties through a function; last_edited_time moves', async () => {
    const stub = await startStub({ dir: DEMO_DIR })
    const notion = client(stub)
    const before = (await notion.pages.retrieve({ page_id: POST })) as PageObjectResponse
    stub.editPage(POST, {
      title: 'Small scripts, edited',
      properties: { status: 'Draft', tags: ['Rust', 'CLI'], summary: 'New summary' },
    })
    const after = (await notion.pages.retrieve({ page_id: POST })) as PageObjectResponse
    expect(titleOf(after)).toBe('Small scripts, edited')
    expect(after.properties.status).toMatchObject({ select: { name: 'Draft' } })
    expect(after.properties.tags).toMatchObject({
      multi_select: [{ name: 'Rust' }, { name: 'CLI' }],
    })
    expect(after.properties.summary).toMatchObject({ rich_text: [{ plain_text: 'New summary' }] })
    expect(after.last_edited_time > before.last_edited_time).toBe(true)
    // The query shows the same change.
    const rows = await notion.dataSources.query({
      data_source_id: after.parent.type === 'data_source_id' ? after.parent.data_source_id : '',
    })
    expect(
      rows.results.some(
        (row) =>
          row.id === after.id && titleOf(row as PageObjectResponse) === 'Small scripts, edited',
      ),
    ).toBe(true)
    expect(() => stub.editPage(POST, { properties: { nope: 'x' } })).toThrow(/no property "nope"/)
  })

  it('changes a paragraph through the loopback control endpoint, and reload forgets edits', async () => {
    const pages = demoPages()
    const stub = await startStub({ pages })
    const notion = client(stub)
    const [paragraph] = (await notion.blocks.children.list({ block_id: POST })).results
      .filter(isFullBlock)
      .filter((block) => block.type === 'paragraph')
    const response = await fetch(`${stub.url}/__stub/blocks/${paragraph?.id}`, {
      method: 'POST',
      body: JSON.stringify({ text: 'Rewritten paragraph' }),
    })
    expect(response.status).toBe(200)
    const changed = await notion.blocks.retrieve({ block_id: paragraph?.id ?? '' })
    expect(changed).toMatchObject({
      type: 'paragraph',
      paragraph: { rich_text: [{ plain_text: 'Rewritten paragraph' }] },
    })
    const page = (await notion.pages.retrieve({ page_id: POST })) as PageObjectResponse
    expect(Date.parse(page.last_edited_time)).toBeGreaterThan(Date.now() - 120_000)

    await fetch(`${stub.url}/__stub/pages/${POST}`, {
      method: 'POST',
      body: JSON.stringify({ title: 'Over the wire' }),
    })
    expect(titleOf((await notion.pages.retrieve({ page_id: POST })) as PageObjectResponse)).toBe(
      'Over the wire',
    )
    const calls = (await (await fetch(`${stub.url}/__stub/calls`)).json()) as {
      counts: Record<string, number>
    }
    expect(calls.counts['pages.retrieve']).toBe(2)

    await fetch(`${stub.url}/__stub/share`, { method: 'POST', body: JSON.stringify({ ids: [] }) })
    await expect(notion.pages.retrieve({ page_id: POST })).rejects.toMatchObject({ status: 404 })
    stub.share('all')
    stub.reload()
    expect(titleOf((await notion.pages.retrieve({ page_id: POST })) as PageObjectResponse)).toBe(
      'Small scripts in Rust',
    )
    // The caller's record maps were never touched.
    expect(JSON.stringify(pages)).not.toContain('Over the wire')
    expect(
      (await fetch(`${stub.url}/__stub/blocks/x`, { method: 'POST', body: '{}' })).status,
    ).toBe(404)
  })
})

describe('control endpoint: faults and file expiry', () => {
  it('adds and clears faults and sets the file lifetime from another process', async () => {
    const stub = await startStub({ dir: DEMO_DIR })
    const notion = client(stub)
    const control = (path: string, body: unknown) =>
      fetch(`${stub.url}/__stub/${path}`, { method: 'POST', body: JSON.stringify(body) })
    expect(
      (await control('faults', { endpoint: 'pages.retrieve', status: 503, times: 1 })).status,
    ).toBe(200)
    await expect(notion.pages.retrieve({ page_id: POST })).rejects.toMatchObject({ status: 503 })
    await control('faults', { endpoint: 'pages.retrieve', status: 500 })
    await control('faults/clear', {})
    await expect(notion.pages.retrieve({ page_id: POST })).resolves.toMatchObject({
      object: 'page',
    })
    const ws = new NotionWorkspace({ seed: 'ttl' })
    const pageId = ws.addPage({
      title: 'Upload',
      body: [image('attachment:6e6e6e6e-0000-4000-8000-000000000005:shot.png')],
    })
    const uploads = await startStub({ pages: pagesOf(ws) })
    await fetch(`${uploads.url}/__stub/file-ttl`, {
      method: 'POST',
      body: JSON.stringify({ ms: 5000 }),
    })
    const [block] = (
      await client(uploads).blocks.children.list({ block_id: pageId })
    ).results.filter(isFullBlock)
    const expiry =
      block?.type === 'image' && block.image.type === 'file'
        ? Date.parse(block.image.file.expiry_time)
        : 0
    expect(expiry - Date.now()).toBeGreaterThan(3000)
    expect(expiry - Date.now()).toBeLessThanOrEqual(5000)
  })
})

describe('CLI arguments', () => {
  it('reads --public options', () => {
    expect(
      parsePublicStubArgs([
        '--public',
        '--dir',
        'demo/workspace',
        '--port=7879',
        '--token',
        'ntn_x',
        '--shared',
        'a,b',
        '--file-ttl-ms',
        '5000',
        '--rate-limit',
        'notion',
      ]),
    ).toEqual({
      dir: 'demo/workspace',
      port: 7879,
      token: 'ntn_x',
      shared: ['a', 'b'],
      fileTtlMs: 5000,
      rateLimit: NOTION_RATE_LIMIT,
    })
    expect(parsePublicStubArgs(['--dir', 'd', '--rate-limit', '2/6']).rateLimit).toEqual({
      perSecond: 2,
      burst: 6,
    })
    expect(() => parsePublicStubArgs(['--port', '1'])).toThrow('--dir is required')
    expect(() => parsePublicStubArgs(['--dir', 'd', '--shape', 'classic'])).toThrow(
      'unknown argument',
    )
    expect(() => parsePublicStubArgs(['--dir', 'd', '--rate-limit', 'fast'])).toThrow(
      '--rate-limit',
    )
  })
})
