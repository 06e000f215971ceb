// Request and response stand-ins for API route handlers.
import type { NextApiRequest, NextApiResponse } from 'next'

export function apiRequest(
  init: { method?: string; query?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  return {
    method: init.method ?? 'GET',
    query: init.query ?? {},
    headers: init.headers ?? {},
  } as unknown as NextApiRequest
}

export function apiResponse() {
  const state = {
    status: 200,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    ended: false,
  }
  const res = {
    status(code: number) {
      state.status = code
      return res
    },
    setHeader(name: string, value: string | number) {
      state.headers[name.toLowerCase()] = String(value)
      return res
    },
    send(body: unknown) {
      state.body = body
      state.ended = true
      return res
    },
    end() {
      state.ended = true
      return res
    },
  }
  return {
    res: res as unknown as NextApiResponse,
    state,
    json: () => JSON.parse(String(state.body)) as unknown,
  }
}
