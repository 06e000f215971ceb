// @vitest-environment node
// The server's counter writes what it holds when the server is told to stop, and only adds
// its listener beside a server's own (alone, it would keep SIGTERM from ending the process).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

describe('the server counter on SIGTERM', () => {
  const serverStop = () => {}
  afterAll(() => {
    process.removeListener('SIGTERM', serverStop)
  })

  it('writes the views waiting in memory', async () => {
    process.env.FOLIO_CACHE_DIR = mkdtempSync(path.join(tmpdir(), 'folio-stop-'))
    delete process.env.REDIS_URL
    const sigterm = process.listeners('SIGTERM').length
    process.on('SIGTERM', serverStop)
    const { serverReadership } = await import('@/lib/readership/counter')
    const readership = serverReadership()
    expect(process.listeners('SIGTERM').length).toBe(sigterm + 2)
    const at = Date.now()
    readership.batcher.add({ day: new Date(at).toISOString().slice(0, 10), path: '/', visitor: 'v', at })
    expect(readership.batcher.pending).toBe(1)
    process.emit('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(readership.batcher.pending).toBe(0)
    expect((await (await readership.store()).figures('/')).site.views).toBe(1)
  })
})
