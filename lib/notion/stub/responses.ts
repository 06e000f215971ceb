// The answers endpoints hand back to the server, and Notion's JSON error body.
import { randomUUID } from 'node:crypto'

export interface StubResponse {
  status: number
  json: unknown
  headers?: Record<string, string>
}

export function ok(json: unknown): StubResponse {
  return { status: 200, json }
}

function errorName(status: number): string {
  if (status === 429) return 'RateLimitedError'
  if (status >= 500) return 'InternalServerError'
  if (status === 401 || status === 403) return 'UnauthorizedError'
  return 'ValidationError'
}

/** Notion answers errors as `{errorId, name, message}`. */
export function notionError(status: number, message: string): StubResponse {
  return { status, json: { errorId: randomUUID(), name: errorName(status), message } }
}
