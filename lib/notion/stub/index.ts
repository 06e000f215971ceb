// A stand-in for Notion's /api/v3 on 127.0.0.1 serving recorded workspaces, with faults
// on demand, so the live path (notion-client) can be tested and benchmarked offline.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { answerRequest, type AnswerContext } from './answer'
import { createFaultList } from './faults'
import { createStubFiles, FILES_PREFIX, type StubFiles } from './files'
import type { NotionStub, StubCall, StubOptions } from './types'
import { buildWorkspace, readSnapshotDir, type Workspace } from './workspace'

export type { Fault, NotionStub, StubCall, StubOptions } from './types'

const API_PREFIX = '/api/v3/'

function loadWorkspace(options: StubOptions): Workspace {
  const fromDir = options.dir ? readSnapshotDir(options.dir) : {}
  return buildWorkspace({ ...fromDir, ...options.pages })
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export async function startNotionStub(options: StubOptions = {}): Promise<NotionStub> {
  let origin = ''
  const files: StubFiles | undefined = options.files
    ? createStubFiles(() => origin, options.files === true ? {} : options.files)
    : undefined
  const context: AnswerContext = {
    workspace: loadWorkspace(options),
    faults: createFaultList(),
    shape: options.shape ?? 'as-recorded',
    chunkBlockLimit: options.chunkBlockLimit,
    queryResults: options.queryResults,
    files,
  }
  const calls: StubCall[] = []
  const pendingDelays = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>()
  let closed = false

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      if (ms <= 0) return resolve()
      const pending = {
        timer: setTimeout(() => (pendingDelays.delete(pending), resolve()), ms),
        resolve,
      }
      pendingDelays.add(pending)
    })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.on('error', () => {}) // the client may hang up mid-delay (timeouts); nothing to do then
    const url = new URL(req.url ?? '/', 'http://stub')
    const pathname = url.pathname
    if (files && req.method === 'GET' && pathname.startsWith(FILES_PREFIX)) return serveFile(pathname, url.searchParams, res)
    const endpoint = pathname.startsWith(API_PREFIX) ? pathname.slice(API_PREFIX.length) : pathname
    const rawBody = await readBody(req)
    const at = Date.now()
    const answer = answerRequest({ method: req.method ?? 'GET', endpoint, rawBody }, context)
    calls.push({ endpoint, body: answer.body, status: answer.status, at })

    await sleep(answer.delayMs)
    if (closed || res.destroyed) return
    res.writeHead(answer.status, answer.headers)
    res.end(answer.text)
  }

  async function serveFile(pathname: string, search: URLSearchParams, res: ServerResponse): Promise<void> {
    const at = Date.now()
    const effect = context.faults.take('files', {})
    const answer = effect.outcome?.kind === 'status'
      ? { status: effect.outcome.status, headers: { 'content-type': 'text/plain' }, body: Buffer.from('Injected fault') }
      : (files as StubFiles).serve(pathname, search)
    calls.push({ endpoint: 'files', body: undefined, status: answer.status, at })
    await sleep(effect.delayMs)
    if (closed || res.destroyed) return
    res.writeHead(answer.status, answer.headers)
    res.end(answer.body)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify({ name: 'InternalServerError', message: String(error) }))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`

  return {
    url: `http://127.0.0.1:${port}/api/v3`,
    calls,
    callCounts() {
      const counts: Record<string, number> = {}
      for (const call of calls) counts[call.endpoint] = (counts[call.endpoint] ?? 0) + 1
      return counts
    },
    resetCalls() {
      calls.length = 0
    },
    addFault: (fault) => context.faults.add(fault),
    clearFaults: () => context.faults.clear(),
    expireFileLinks() {
      if (!files) throw new Error('notion stub: expireFileLinks needs the files option')
      files.expireLinks()
    },
    reload() {
      context.workspace = loadWorkspace(options)
    },
    close() {
      closed = true
      for (const pending of pendingDelays) {
        clearTimeout(pending.timer)
        pending.resolve()
      }
      pendingDelays.clear()
      return new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
