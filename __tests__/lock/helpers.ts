// Request/response stand-ins for the unlock handler, and the demo's locked post.
import type { NextApiRequest, NextApiResponse } from 'next'
import { unlockedArticle } from '@/lib/data/article'
import { getSiteData } from '@/lib/data/site-data'
import { pageBlockTexts } from '@/lib/notion/page-text'
import type { PostSummary } from '@/lib/site/types'

export const DEMO_PASSWORD = 'folio'
export const SECRET_WORDS = 'saffron lighthouse'

export async function demoLockedPost() {
  const { site } = await getSiteData()
  const post = site.routable.find((p) => p.locked)
  const open = site.routable.find((p) => !p.locked)
  if (!post || !open) throw new Error('the demo needs a locked and an open post')
  return { post, open }
}

export function unlockReq(
  body: unknown,
  init: { method?: string; ip?: string; contentType?: string; forwardedFor?: string } = {},
) {
  return {
    method: init.method ?? 'POST',
    query: {},
    headers: {
      'content-type': init.contentType ?? 'application/json',
      ...(init.forwardedFor ? { 'x-forwarded-for': init.forwardedFor } : {}),
    },
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

/**
 * What must never appear outside /api/unlock: every heading of the locked post's body and
 * every sentence or clause of three words or more (short enough that a cut-off preview would still show one), lowercased, read from the body itself so new text in
 * the demo post is covered without touching the tests.
 */
export async function lockedBodyPhrases(post: PostSummary): Promise<string[]> {
  const { body, detail } = await unlockedArticle(post)
  if (!body) throw new Error('the locked demo post has no body')
  const sentences = pageBlockTexts(body, post.id)
    .filter((b) => b.type !== 'page')
    .flatMap((b) => b.text.split(/[.!?;,—\n]+/))
  const phrases = [...detail.toc.map((entry) => entry.text), ...sentences]
    .map((s) => s.replace(/^[\s—–,-]+|[\s,:]+$/g, '').toLowerCase())
    .filter((s) => s.split(/\s+/).length >= 3)
  return [...new Set(phrases)]
}
