// Small pieces every feed endpoint shares: methods, caching, plain answers.
import type { NextApiRequest, NextApiResponse } from 'next'
import type { SiteData } from '@/lib/data/site-data'

export type ApiHandler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>

/** getSiteData, or a stand-in in tests. */
export type SiteLoader = (lang?: string) => Promise<SiteData>

/** CDNs keep the answer as long as ISR pages and may serve it stale while refetching. */
export function publicCache(seconds: number): string {
  return `public, s-maxage=${seconds}, stale-while-revalidate`
}

export function queryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** Answers 405 and returns false unless the method is GET or HEAD. */
export function readOnly(req: NextApiRequest, res: NextApiResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true
  res.setHeader('Allow', 'GET, HEAD')
  sendText(res, 405, 'Method not allowed\n')
  return false
}

export function sendText(res: NextApiResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.status(status)
  res.setHeader('Content-Type', type)
  res.send(body)
}

/** Notion failed and no earlier data exists: say so briefly, and let nothing cache it. */
export function sendUnavailable(res: NextApiResponse, what: string, error: unknown): void {
  console.error(`[feeds] ${what} failed: ${error instanceof Error ? error.message : String(error)}`)
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Retry-After', '60')
  sendText(res, 503, 'Service unavailable\n')
}
