// @vitest-environment node
// The stand-in's file host: getSignedFileUrls hands out links to the stub that work for an hour
// (X-Amz-Date + X-Amz-Expires, as Notion's S3 links), refuse a forged signature, stop working
// when the test says they expired, and fail on demand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'

const STORED = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/upload/photo.jpg'
let stub: NotionStub

beforeAll(async () => {
  stub = await startNotionStub({ files: true })
})
afterAll(() => stub.close())

async function sign(url: string): Promise<string> {
  const res = await fetch(`${stub.url}/getSignedFileUrls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ urls: [{ permissionRecord: { table: 'block', id: 'b' }, url }] }),
  })
  return ((await res.json()) as { signedUrls: string[] }).signedUrls[0]!
}

describe('the stub file host', () => {
  it('serves a signed link with its type, refuses a forged one, and expires links on demand', async () => {
    const link = await sign(STORED)
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/.+X-Amz-Expires=3600/)
    const ok = await fetch(link)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('image/jpeg')
    expect(new Uint8Array(await ok.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]))
    expect((await fetch(link.replace(/X-Amz-Signature=\w+/, 'X-Amz-Signature=forged'))).status).toBe(403)
    stub.expireFileLinks()
    expect((await fetch(link)).status).toBe(403)
    expect((await fetch(await sign(STORED))).status).toBe(200)
  })

  it('fails on demand like any endpoint', async () => {
    stub.addFault({ endpoint: 'files', status: 503, times: 1 })
    const link = await sign(STORED)
    expect((await fetch(link)).status).toBe(503)
    expect((await fetch(link)).status).toBe(200)
  })
})
