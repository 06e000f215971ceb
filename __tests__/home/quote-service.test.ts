// @vitest-environment node
// The quote client against a real (local) HTTP service: the shape the public service answers.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchQuote } from '@/lib/home/quote'

let server: Server
let base = ''
const seen: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`)
    if (req.url === '/broken') {
      res.writeHead(500).end('oops')
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ hitokoto: 'Local words.', uuid: 'u-1', from: 'Test suite' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('fetchQuote against a local quote service', () => {
  it('reads the quote with a plain GET', async () => {
    await expect(fetchQuote(`${base}/`)).resolves.toEqual({
      text: 'Local words.',
      uuid: 'u-1',
      from: 'Test suite',
    })
    expect(seen).toContain('GET /')
  })

  it('rejects when the service fails', async () => {
    await expect(fetchQuote(`${base}/broken`)).rejects.toThrow(/500/)
  })
})
