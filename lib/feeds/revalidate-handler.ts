// POST /api/revalidate: regenerate ISR pages now instead of after NEXT_REVALIDATE_SECOND.
// Off (404) while REVALIDATE_SECRET is empty. The secret goes in the x-revalidate-secret
// header (preferred: query strings end up in access logs) or ?secret=.
import type { NextApiRequest, NextApiResponse } from 'next'
import { loadBaseConfig, type SiteConfig } from '@/lib/config'
import { expireSiteData } from '@/lib/data/site-data'
import { withBasePath } from '@/lib/routes/base-path'
import { queryValue, type ApiHandler } from './http'
import { languagePrefixes } from './language-sites'
import { MAX_REVALIDATE_PATHS, requestedPaths, secretMatches, variantPath } from './revalidate'

export interface RevalidateDeps {
  /** Env-level settings only: the secret never comes from workspace content. */
  config: () => Pick<SiteConfig, 'REVALIDATE_SECRET' | 'NOTION_PAGE_ID'>
  /** Drops the cached site index so regenerated pages see the workspace as it is now (on every instance sharing a store). */
  expire: () => void | Promise<void>
}

const defaults: RevalidateDeps = { config: () => loadBaseConfig().config, expire: expireSiteData }

function refuse(res: NextApiResponse, status: number, error: string): void {
  res.status(status).json({ error })
}

/** What regenerating needs of the API response: Next's res.revalidate (it still works after the answer was sent). */
export type Revalidator = Pick<NextApiResponse, 'revalidate'>

/** Regenerates visitor paths one by one; beyond `limit` they are reported as failed. */
export async function revalidateAll(res: Revalidator, paths: readonly string[], prefixes: string[], limit = MAX_REVALIDATE_PATHS) {
  const revalidated: string[] = []
  const failed: string[] = []
  for (const [i, path] of paths.entries()) {
    const target = i < limit ? variantPath(path, prefixes) : null
    if (!target) {
      failed.push(path)
      continue
    }
    try {
      // One at a time: each regeneration may read Notion, and its rate limit is shared. Next
      // handles the path as a request, so it needs the base path (SUB_PATH).
      await res.revalidate(withBasePath(target))
      revalidated.push(path)
    } catch (error) {
      console.error(`[revalidate] ${target}: ${error instanceof Error ? error.message : String(error)}`)
      failed.push(path)
    }
  }
  return { revalidated, failed }
}

export function createRevalidateHandler(deps: RevalidateDeps = defaults): ApiHandler {
  return async (req: NextApiRequest, res: NextApiResponse) => {
    res.setHeader('Cache-Control', 'no-store')
    const config = deps.config()
    if (!config.REVALIDATE_SECRET) return refuse(res, 404, 'not found')
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return refuse(res, 405, 'method not allowed')
    }
    const given = queryValue(req.headers['x-revalidate-secret']) ?? queryValue(req.query.secret)
    if (!secretMatches(given, config.REVALIDATE_SECRET)) return refuse(res, 401, 'unauthorized')
    const paths = requestedPaths(req.body, req.query)
    await deps.expire()
    res.status(200).json(await revalidateAll(res, paths, languagePrefixes(config)))
  }
}
