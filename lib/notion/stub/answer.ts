// Decides the full answer to one request: faults first, then the endpoint, then the
// record shape. Pure apart from counting down faults, so the server only does I/O.
import type { createFaultList, FaultEffect } from './faults'
import type { StubFiles } from './files'
import type { RecordShape } from './records'
import { blankRecords, shapeRecords } from './response-records'
import { notionError, type StubResponse } from './responses'
import { route } from './routes'
import type { QueryResultShape } from './types'
import type { Workspace } from './workspace'

export interface AnswerContext {
  workspace: Workspace
  faults: ReturnType<typeof createFaultList>
  shape: RecordShape
  chunkBlockLimit?: number
  queryResults?: QueryResultShape
  files?: StubFiles
}

export interface Answer {
  /** The parsed request body (undefined when it was not JSON). */
  body: unknown
  status: number
  headers: Record<string, string>
  text: string
  delayMs: number
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: text ? JSON.parse(text) : undefined }
  } catch {
    return { ok: false }
  }
}

function faultResponse(outcome: FaultEffect['outcome']): StubResponse | undefined {
  if (outcome?.kind !== 'status') return undefined
  const response = notionError(outcome.status, `Injected fault: HTTP ${outcome.status}`)
  if (outcome.retryAfter !== undefined) {
    response.headers = { 'retry-after': String(outcome.retryAfter) }
  }
  return response
}

/** Half of the real answer: starts like JSON, never parses. */
function malformedText(json: unknown): string {
  const text = JSON.stringify(json) ?? '{'
  return text.slice(0, Math.max(1, Math.floor(text.length / 2)))
}

export function answerRequest(
  request: { method: string; endpoint: string; rawBody: string },
  context: AnswerContext,
): Answer {
  const parsed = parseJson(request.rawBody)
  const body = parsed.ok ? parsed.value : undefined
  const effect = context.faults.take(request.endpoint, body)

  let response =
    faultResponse(effect.outcome) ??
    (request.method !== 'POST'
      ? notionError(404, `Unknown endpoint: ${request.method} ${request.endpoint}`)
      : parsed.ok
        ? route(request.endpoint, context.workspace, body, context)
        : notionError(400, 'Request body is not valid JSON'))
  if (response.status === 200) {
    const json = effect.roleNone ? blankRecords(response.json) : response.json
    response = { ...response, json: shapeRecords(json, context.shape) }
  }

  const malformed = effect.outcome?.kind === 'malformed' && response.status === 200
  return {
    body,
    status: response.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...response.headers },
    text: malformed ? malformedText(response.json) : JSON.stringify(response.json),
    delayMs: effect.delayMs,
  }
}
