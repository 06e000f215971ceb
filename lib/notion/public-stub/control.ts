// The loopback control endpoint, so an e2e run (another process) can change content and then
// fire a webhook:
//   POST /__stub/pages/<id>   {"title"?: "…", "properties"?: {"<name>": value}}
//   POST /__stub/blocks/<id>  {"text": "…"}
//   POST /__stub/share        {"ids": ["<id>", …]} or {"ids": "all"}
//   POST /__stub/faults       a Fault ({"endpoint"?, "pageId"?, "status"?, "retryAfter"?, "delayMs"?, "malformed"?, "times"?})
//   POST /__stub/faults/clear
//   POST /__stub/file-ttl     {"ms": 5000}
//   GET  /__stub/calls        the call log and counts
import { isObject } from '../stub/records'
import type { Fault, PageEdit, PublicNotionStub } from './types'

export interface ControlAnswer {
  status: number
  json: unknown
}

function parse(raw: string): unknown {
  try {
    return raw ? JSON.parse(raw) : {}
  } catch {
    return undefined
  }
}

export function answerControl(
  method: string,
  path: string,
  rawBody: string,
  stub: PublicNotionStub,
): ControlAnswer {
  const [kind, id] = path.split('/').filter(Boolean)
  if (method === 'GET' && kind === 'calls')
    return { status: 200, json: { calls: stub.calls, counts: stub.callCounts() } }
  const body = parse(rawBody)
  if (method !== 'POST' || !isObject(body))
    return { status: 400, json: { error: 'POST a JSON object' } }
  try {
    if (kind === 'pages' && id) stub.editPage(id, body as PageEdit)
    else if (kind === 'blocks' && id && typeof body.text === 'string')
      stub.setBlockText(id, body.text)
    else if (kind === 'faults' && id === 'clear') stub.clearFaults()
    else if (kind === 'faults' && !id) stub.addFault(body as Fault)
    else if (kind === 'file-ttl' && typeof body.ms === 'number') stub.setFileTtl(body.ms)
    else if (kind === 'share' && (body.ids === 'all' || Array.isArray(body.ids)))
      stub.share(body.ids === 'all' ? 'all' : body.ids.map(String))
    else return { status: 404, json: { error: `unknown control ${method} ${path}` } }
  } catch (error) {
    return { status: 400, json: { error: (error as Error).message } }
  }
  return { status: 200, json: { ok: true } }
}
