// A stand-in for Notion's public API (https://api.notion.com/v1, Notion-Version 2025-09-03:
// databases hold data sources) on 127.0.0.1, serving the same recorded workspaces as the
// /api/v3 stub, converted into public-API objects on load. Bearer auth, sharing (404 for
// what is not shared), Notion-Version required, cursor pagination, signed expiring file
// links on its own origin, faults on demand, an optional real rate limit, a call log, and
// edits at run time (functions, and a loopback control endpoint under /__stub/).
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createFaultList } from '../stub/faults'
import { normalizeId } from '../stub/records'
import { closeServer, createCallLog, createDelays, listenLoopback, readBody } from '../stub/server-kit'
import { buildWorkspace, readSnapshotDir, type Workspace } from '../stub/workspace'
import { answerApi, type AnswerContext } from './answer'
import { answerControl } from './control'
import { editPage, setBlockText } from './edits'
import { fileBytes } from './file-bytes'
import { createFileSigner } from './files'
import { createTokenBucket, NOTION_RATE_LIMIT } from './rate-limit'
import { buildPublicWorkspace } from './store'
import type { PublicNotionStub, PublicStubCall, PublicStubOptions } from './types'

export type {
  EditValue,
  Fault,
  PageEdit,
  PublicNotionStub,
  PublicStubCall,
  PublicStubOptions,
} from './types'

export const DEFAULT_STUB_TOKEN = 'ntn_folio_public_stub_token'
export const DEFAULT_FILE_TTL_MS = 3_600_000

function loadWorkspace(options: PublicStubOptions): Workspace {
  const fromDir = options.dir ? readSnapshotDir(options.dir) : {}
  // A copy: edits change records, never the caller's record maps.
  return buildWorkspace(structuredClone({ ...fromDir, ...options.pages }))
}

export async function startPublicNotionStub(
  options: PublicStubOptions = {},
): Promise<PublicNotionStub> {
  let workspace = loadWorkspace(options)
  let shared: Set<string> | undefined = options.shared
    ? new Set(options.shared.map(normalizeId))
    : undefined
  let fileTtl = options.fileTtlMs ?? DEFAULT_FILE_TTL_MS
  let origin = ''
  const rateLimit = options.rateLimit === true ? NOTION_RATE_LIMIT : options.rateLimit || undefined
  const context: AnswerContext = {
    store: buildPublicWorkspace(workspace),
    token: options.token ?? DEFAULT_STUB_TOKEN,
    faults: createFaultList(),
    bucket: rateLimit ? createTokenBucket(rateLimit) : undefined,
    files: createFileSigner({
      origin: () => origin,
      secret: randomBytes(16).toString('hex'),
      ttlMs: () => fileTtl,
    }),
    visible(id) {
      if (!shared) return true
      let current: string | undefined = normalizeId(id)
      for (let depth = 0; current && depth < 200; depth++) {
        if (shared.has(current)) return true
        current = context.store.parentOf(current)
      }
      return false
    },
  }
  const log = createCallLog<PublicStubCall>()
  const { calls } = log
  const delays = createDelays()
  let closed = false

  const rebuild = (): void => {
    context.store = buildPublicWorkspace(workspace)
  }

  async function serveFile(url: URL, res: ServerResponse, at: number): Promise<void> {
    const id = url.pathname.split('/')[2] ?? ''
    const effect = context.faults.take('files', { pageId: id })
    const checked = context.files.check(url.pathname, url.searchParams)
    const status =
      effect.outcome?.kind === 'status' ? effect.outcome.status : checked.ok ? 200 : 403
    calls.push({ endpoint: 'files', id, method: 'GET', path: url.pathname, status, at })
    await delays.sleep(effect.delayMs)
    if (closed || res.destroyed) return
    if (!checked.ok || status !== 200) {
      res.writeHead(status, { 'content-type': 'application/xml' })
      const reason = checked.ok ? `Injected fault: HTTP ${status}` : checked.reason
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>${reason}</Message></Error>`,
      )
      return
    }
    const file = fileBytes(checked.name)
    res.writeHead(200, {
      'content-type': file.contentType,
      'content-length': String(file.body.length),
      'cache-control': 'private, max-age=0',
    })
    res.end(file.body)
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.on('error', () => {}) // the client may hang up mid-delay (timeouts); nothing to do then
    const url = new URL(req.url ?? '/', 'http://stub')
    const method = req.method ?? 'GET'
    const rawBody = await readBody(req)
    const at = Date.now()
    if (url.pathname.startsWith('/files/')) return serveFile(url, res, at)
    if (url.pathname.startsWith('/__stub/')) {
      const answer = answerControl(method, url.pathname.slice('/__stub/'.length), rawBody, stub)
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify(answer.json))
      return
    }
    const path = url.pathname.startsWith('/v1/') ? url.pathname.slice('/v1/'.length) : ''
    const answer = answerApi(
      { method, path, search: url.searchParams, headers: req.headers, rawBody },
      context,
    )
    calls.push({
      endpoint: answer.endpoint,
      id: answer.id,
      method,
      path: url.pathname,
      status: answer.status,
      at,
    })
    await delays.sleep(answer.delayMs)
    if (closed || res.destroyed) return
    res.writeHead(answer.status, answer.headers)
    res.end(answer.text)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
      res.end(
        JSON.stringify({
          object: 'error',
          status: 500,
          code: 'internal_server_error',
          message: String(error),
        }),
      )
    })
  })
  const port = await listenLoopback(server, options.port)
  origin = `http://127.0.0.1:${port}`

  const stub: PublicNotionStub = {
    url: origin,
    token: context.token,
    ...log,
    addFault: (fault) => context.faults.add(fault),
    clearFaults: () => context.faults.clear(),
    share(ids) {
      shared = ids === 'all' ? undefined : new Set(ids.map(normalizeId))
    },
    setFileTtl(ms) {
      fileTtl = ms
    },
    editPage(pageId, edit) {
      editPage(workspace, pageId, edit)
      rebuild()
    },
    setBlockText(blockId, text) {
      setBlockText(workspace, blockId, text)
      rebuild()
    },
    reload() {
      workspace = loadWorkspace(options)
      rebuild()
    },
    close() {
      closed = true
      delays.endAll()
      return closeServer(server)
    },
  }
  return stub
}
