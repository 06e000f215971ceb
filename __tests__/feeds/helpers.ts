// Shared by the feed tests: the demo site, request/response stand-ins, an XML parser.
import type { NextApiRequest, NextApiResponse } from 'next'
import type { SiteConfig } from '@/lib/config'
import { getSiteData, type SiteData } from '@/lib/data/site-data'
import type { SiteModel } from '@/lib/site/build-site'
import type { PostSummary } from '@/lib/site/types'

/** Words only hidden rows (Invisible, Draft, scheduled) or the locked body contain. */
export const HIDDEN_WORDS = ['quietmoss', 'draftwhale', 'futurefern', 'saffron lighthouse', 'design-review-notes']

let demo: Promise<SiteData> | undefined

/** The bundled demo (NOTION_PAGE_ID unset), built once per test file, with settings overridden. */
export async function demoData(overrides: Partial<SiteConfig> = {}): Promise<SiteData> {
  const data = await (demo ??= getSiteData())
  return { ...data, config: { ...data.config, ...overrides } }
}

export function demoLoader(overrides: Partial<SiteConfig> = {}) {
  return (_lang?: string) => demoData(overrides)
}

export function withPosts(site: SiteModel, posts: PostSummary[]): SiteModel {
  return { ...site, posts, routable: posts, categories: [], tags: [] }
}

export function lockedPost(site: SiteModel): PostSummary {
  const post = site.posts.find((p) => p.locked)
  if (!post) throw new Error('the demo has no locked post')
  return post
}

export function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  const error = doc.getElementsByTagName('parsererror')[0]
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`)
  return doc
}

export interface MockState {
  statusCode: number
  headers: Record<string, string>
  body: unknown
  revalidated: string[]
}

export function mockReq(init: { method?: string; query?: Record<string, string | string[]>; headers?: Record<string, string>; body?: unknown } = {}) {
  return {
    method: init.method ?? 'GET',
    query: init.query ?? {},
    headers: { host: 'blog.test', ...init.headers },
    body: init.body,
  } as unknown as NextApiRequest
}

export function mockRes(failOn: string[] = []) {
  const state: MockState = { statusCode: 200, headers: {}, body: undefined, revalidated: [] }
  const res = {
    status(code: number) {
      state.statusCode = code
      return res
    },
    setHeader(name: string, value: string | number) {
      state.headers[name.toLowerCase()] = String(value)
      return res
    },
    send(body: unknown) {
      state.body = body
      return res
    },
    json(body: unknown) {
      state.body = body
      return res
    },
    async revalidate(path: string) {
      if (failOn.includes(path)) throw new Error(`Failed to revalidate ${path}`)
      state.revalidated.push(path)
    },
  }
  return { res: res as unknown as NextApiResponse, state }
}
