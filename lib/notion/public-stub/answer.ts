// Decides the full answer to one `/v1/…` request: auth, version, rate limit, faults, then the
// endpoint. Pure apart from counting down faults and tokens, so the server only does I/O.
import type { createFaultList } from '../stub/faults'
import { answerEndpoint, endpointOf, type EndpointContext } from './endpoints'
import { apiError, type PublicAnswer } from './errors'
import type { FileSigner } from './files'
import type { createTokenBucket } from './rate-limit'

export interface AnswerContext extends EndpointContext {
  token: string
  faults: ReturnType<typeof createFaultList>
  bucket?: ReturnType<typeof createTokenBucket>
  files: FileSigner
}

export interface ApiRequest {
  method: string
  /** After `/v1/`. */
  path: string
  search: URLSearchParams
  headers: Record<string, string | string[] | undefined>
  rawBody: string
}

export interface ApiAnswer {
  endpoint: string
  id: string
  status: number
  headers: Record<string, string>
  text: string
  delayMs: number
}

function parseBody(method: string, raw: string): { ok: true; value: unknown } | { ok: false } {
  if (method === 'GET' || raw === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(raw) }
  } catch {
    return { ok: false }
  }
}

function header(request: ApiRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function decide(
  request: ApiRequest,
  context: AnswerContext,
  name: string | undefined,
  id: string,
  segments: string[],
): PublicAnswer & { malformed?: boolean; delayMs?: number } {
  if (header(request, 'authorization') !== `Bearer ${context.token}`)
    return apiError(401, 'API token is invalid.')
  const version = header(request, 'notion-version')
  if (!version)
    return apiError(
      400,
      'Notion-Version header failed validation: Notion-Version header should be defined, instead was `undefined`.',
      'missing_version',
    )
  if (!/^\d{4}-\d{2}-\d{2}$/.test(version))
    return apiError(
      400,
      `Notion-Version header failed validation: ${version} is not a valid version.`,
    )
  const limited = context.bucket?.take()
  if (limited && !limited.ok) {
    const answer = apiError(429, 'You have been rate limited. Please try again in a few minutes.')
    return { ...answer, headers: { 'retry-after': String(limited.retryAfter) } }
  }
  const effect = context.faults.take(name ?? 'unknown', { pageId: id })
  const outcome = effect.outcome
  if (outcome?.kind === 'status') {
    const answer = apiError(outcome.status, `Injected fault: HTTP ${outcome.status}`)
    const retryAfter = outcome.retryAfter ?? (outcome.status === 429 ? 1 : undefined)
    return {
      ...answer,
      headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
      delayMs: effect.delayMs,
    }
  }
  if (!name)
    return {
      ...apiError(400, `Invalid request URL.`, 'invalid_request_url'),
      delayMs: effect.delayMs,
    }
  const body = parseBody(request.method, request.rawBody)
  if (!body.ok) return apiError(400, 'Error parsing JSON body.', 'invalid_json')
  const answer = answerEndpoint(
    name,
    id,
    { method: request.method, segments, search: request.search, body: body.value },
    context,
  )
  return { ...answer, malformed: outcome?.kind === 'malformed', delayMs: effect.delayMs }
}

export function answerApi(request: ApiRequest, context: AnswerContext): ApiAnswer {
  const segments = request.path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part)
      } catch {
        return part
      }
    })
  const found = endpointOf(request.method, segments)
  const id = found?.id ?? ''
  const answer = decide(request, context, found?.name, id, segments)
  const json = answer.status === 200 ? context.files.signAll(answer.json) : answer.json
  const text = JSON.stringify(json)
  return {
    endpoint: found?.name ?? 'unknown',
    id,
    status: answer.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...answer.headers },
    // Half of the real answer: starts like JSON, never parses.
    text:
      answer.malformed && answer.status === 200
        ? text.slice(0, Math.max(1, Math.floor(text.length / 2)))
        : text,
    delayMs: answer.delayMs ?? 0,
  }
}
