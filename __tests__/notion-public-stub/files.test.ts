// @vitest-environment node
// Notion-hosted files: signed links on the stand-in's own origin that expire; external ones as is.
import { isFullBlock, isFullPage, type BlockObjectResponse } from '@notionhq/client'
import { imageSize } from 'image-size'
import { afterEach, describe, expect, it } from 'vitest'
import { compactId, file, image, NotionWorkspace } from '@/lib/notion/builder'
import { client, closeStubs, pagesOf, startStub } from './fixtures'

afterEach(() => closeStubs())

const S3 =
  'https://prod-files-secure.s3.us-west-2.amazonaws.com/5a5a5a5a-0000-4000-8000-000000000000/9e1b2c3d-0000-4000-8000-000000000001/photo.jpg'
const OLD_S3 =
  'https://s3-us-west-2.amazonaws.com/secure.notion-static.com/7f7f7f7f-0000-4000-8000-000000000002/diagram.png'
const EXTERNAL = 'https://images.example.com/outside.png'

function filesPage() {
  const ws = new NotionWorkspace({ seed: 'files' })
  const page = ws.addPage({
    title: 'Files',
    cover: 'attachment:4c4c4c4c-0000-4000-8000-000000000003:cover.png',
    body: [
      image(S3),
      image(OLD_S3),
      image(EXTERNAL),
      file('attachment:5d5d5d5d-0000-4000-8000-000000000004:notes.pdf', 'notes.pdf'),
    ],
  })
  return { pages: pagesOf(ws), pageId: compactId(page) }
}

async function bodyOf(stubOptions: { fileTtlMs?: number } = {}) {
  const { pages, pageId } = filesPage()
  const stub = await startStub({ pages, ...stubOptions })
  const notion = client(stub)
  const blocks = (await notion.blocks.children.list({ block_id: pageId })).results.filter(
    isFullBlock,
  )
  const page = await notion.pages.retrieve({ page_id: pageId })
  return { stub, notion, blocks, page: isFullPage(page) ? page : undefined, pageId }
}

function urlOf(block: BlockObjectResponse | undefined): string {
  if (!block) return ''
  const content = (
    block as unknown as Record<string, { file?: { url: string }; external?: { url: string } }>
  )[block.type]
  return content?.file?.url ?? content?.external?.url ?? ''
}

describe('file objects', () => {
  it('serves Notion-hosted uploads as signed, expiring links on its own origin and external ones as they are', async () => {
    const { stub, blocks, page } = await bodyOf()
    const [s3, oldS3, external, pdf] = blocks
    for (const block of [s3, oldS3, pdf]) {
      const content =
        block &&
        (
          block as unknown as Record<
            string,
            { type: string; file: { url: string; expiry_time: string } }
          >
        )[block.type]
      expect(content?.type).toBe('file')
      expect(content?.file.url.startsWith(`${stub.url}/files/`)).toBe(true)
      expect(new URL(content?.file.url ?? '').searchParams.get('sig')).toMatch(/^[0-9a-f]{32}$/)
      // About an hour from now, as Notion's.
      expect(Date.parse(content?.file.expiry_time ?? '') - Date.now()).toBeGreaterThan(3_500_000)
    }
    expect(urlOf(s3)).toContain('/files/9e1b2c3d-0000-4000-8000-000000000001/photo.jpg?')
    expect(urlOf(oldS3)).toContain('/files/7f7f7f7f-0000-4000-8000-000000000002/diagram.png?')
    expect(external).toMatchObject({
      type: 'image',
      image: { type: 'external', external: { url: EXTERNAL } },
    })
    expect(pdf).toMatchObject({ type: 'file', file: { type: 'file', name: 'notes.pdf' } })
    expect(page?.cover).toMatchObject({
      type: 'file',
      file: {
        url: expect.stringContaining('/files/4c4c4c4c-0000-4000-8000-000000000003/cover.png?'),
      },
    })

    const served = await fetch(urlOf(s3))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(imageSize(new Uint8Array(await served.arrayBuffer()))).toMatchObject({
      width: 16,
      height: 9,
      type: 'png',
    })
    expect(stub.callCounts().files).toBe(1)
  })

  it('signs every answer afresh: the address without its query stays the same', async () => {
    const { notion, pageId, blocks } = await bodyOf()
    await new Promise((resolve) => setTimeout(resolve, 5))
    const again = (await notion.blocks.children.list({ block_id: pageId })).results.filter(
      isFullBlock,
    )
    const strip = (url: string) => url.split('?')[0]
    expect(strip(urlOf(again[0]))).toBe(strip(urlOf(blocks[0])))
    expect(urlOf(again[0])).not.toBe(urlOf(blocks[0]))
  })

  it('answers 403 after expiry and with a wrong signature', async () => {
    const { stub, blocks } = await bodyOf({ fileTtlMs: 50 })
    const url = urlOf(blocks[0])
    const forged = url.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(32)}`)
    expect((await fetch(forged)).status).toBe(403)
    const longer = url.replace(/expires=\d+/, `expires=${Date.now() + 10_000_000}`)
    expect((await fetch(longer)).status).toBe(403)
    await new Promise((resolve) => setTimeout(resolve, 80))
    const expired = await fetch(url)
    expect(expired.status).toBe(403)
    expect(await expired.text()).toContain('expired')
    stub.setFileTtl(60_000)
  })

  it('answers injected faults on file downloads too', async () => {
    const { stub, blocks } = await bodyOf()
    stub.addFault({ endpoint: 'files', status: 503, times: 1 })
    expect((await fetch(urlOf(blocks[0]))).status).toBe(503)
    expect((await fetch(urlOf(blocks[0]))).status).toBe(200)
    expect(
      stub.calls.filter((call) => call.endpoint === 'files').map((call) => call.status),
    ).toEqual([503, 200])
  })
})
