// A stand-in for Notion's /api/v3 on 127.0.0.1 serving recorded workspaces, with faults
// on demand, so the live path (notion-client) can be tested and benchmarked offline.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { answerRequest, type AnswerContext } from './answer'
import { createFaultList } from './faults'
import { createStubFiles, FILES_PREFIX, type StubFiles } from './files'
import { closeServer, createCallLog, createDelays, listenLoopback, readBody } from './server-kit'
import type { NotionStub, StubCall, StubOptions } from './types'
import { buildWorkspace, readSnapshotDir, type Workspace } from './workspace'

export type { Fault, NotionStub, StubCall, StubOptions } from './types'

const API_PREFIX = '/api/v3/'

function loadWorkspace(options: StubOptions): Workspace {
  const fromDir = options.dir ? readSnapshotDir(options.dir) : {}
  return buildWorkspace({ ...fromDir, ...options.pages })
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
  const log = createCallLog<StubCall>()
  const { calls } = log
  const delays = createDelays()
  const sleep = delays.sleep
  let closed = false

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
  const port = await listenLoopback(server, options.port ?? 0)
  origin = `http://127.0.0.1:${port}`

  return {
    url: `http://127.0.0.1:${port}/api/v3`,
    calls,
    callCounts: log.callCounts,
    resetCalls: log.resetCalls,
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
      delays.endAll()
      return closeServer(server)
    },
  }
}
