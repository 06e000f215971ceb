// Request/response stand-ins for the unlock handler, and the demo's locked post.
import type { NextApiRequest, NextApiResponse } from 'next'
import { getSiteData } from '@/lib/data/site-data'

export const DEMO_PASSWORD = 'folio'
export const SECRET_WORDS = 'saffron lighthouse'

export async function demoLockedPost() {
  const { site } = await getSiteData()
  const post = site.routable.find((p) => p.locked)
  const open = site.routable.find((p) => !p.locked)
  if (!post || !open) throw new Error('the demo needs a locked and an open post')
  return { post, open }
}

export function unlockReq(body: unknown, init: { method?: string; ip?: string; contentType?: string } = {}) {
  return {
    method: init.method ?? 'POST',
    query: {},
    headers: { 'content-type': init.contentType ?? 'application/json' },
    socket: { remoteAddress: init.ip ?? '203.0.113.7' },
    body,
  } as unknown as NextApiRequest
}

export interface Answer {
  status: number
  headers: Record<string, string>
  body: Record<string, unknown>
}

export function answerRes() {
  const answer: Answer = { status: 0, headers: {}, body: {} }
  const res = {
    status(code: number) {
      answer.status = code
      return res
    },
    setHeader(name: string, value: string | number) {
      answer.headers[name.toLowerCase()] = String(value)
      return res
    },
    json(body: Record<string, unknown>) {
      answer.body = body
      return res
    },
  }
  return { res: res as unknown as NextApiResponse, answer }
}
