// POST /api/unlock: the only way a locked post's content leaves the server. A right password
// (or a token from an earlier right password) gets the body; wrong ones are counted per client
// and per post, and refused for a while once too many.
import type { NextApiRequest, NextApiResponse } from 'next'
import { loadBaseConfig } from '@/lib/config'
import { unlockedArticle, verifyPostPassword, type Article } from '@/lib/data/article'
import { bodyForPage, linkedPages } from '@/lib/data/body-for-page'
import { getSiteData, type SiteData } from '@/lib/data/site-data'
import { languagePrefixes } from '@/lib/feeds/language-sites'
import { compactId } from '@/lib/notion/records'
import type { PostSummary } from '@/lib/site/types'
import { reserveAttempt } from './attempt'
import { clientAddress } from './client-address'
import { CLIENT_FAILURE_LIMIT, newClientLimiter, newPostLimiter, POST_FAILURE_LIMIT, TOKEN_TTL_MS, WINDOW_MS } from './limits'
import { parseUnlockRequest } from './parse-request'
import { passwordFingerprint } from './password-fingerprint'
import type { UnlockErrorCode, UnlockSuccess } from './protocol'
import { attemptLimiter, type AttemptLimiter } from './attempt-limiter'
import { fileGrant, withFileGrant } from './file-grants'
import { unlockSecret } from './secret'
import { createUnlockTokens, type UnlockTokens } from './tokens'
import { BASE_PATH } from '@/lib/routes/base-path'

export interface UnlockDeps {
  loadSite: (lang?: string) => Promise<Pick<SiteData, 'config' | 'site'>>
  verifyPassword: (postId: string, attempt: string, lang?: string) => Promise<boolean>
  /** The unlocked article as the page would render it (settings, links). */
  loadArticle: (post: PostSummary, site: Pick<SiteData, 'config' | 'site'>, lang?: string) => Promise<Article>
  fingerprint: (postId: string, lang?: string) => Promise<string>
  tokens: () => UnlockTokens
  /** Who is asking, for the per-client limit (TRUST_PROXY decides how). */
  clientOf: (req: NextApiRequest) => string
  perClient: AttemptLimiter
  perPost: AttemptLimiter
  now: () => number
}

let signer: { secret: string; tokens: UnlockTokens } | undefined

/** The unlock tokens of the configured secret (the file route checks file grants with them). */
export function configuredTokens(): UnlockTokens {
  const secret = loadBaseConfig().config.UNLOCK_SECRET
  if (signer?.secret !== secret) signer = { secret, tokens: createUnlockTokens(unlockSecret(secret), TOKEN_TTL_MS) }
  return signer.tokens
}

export const defaultUnlockDeps = (): UnlockDeps => ({
  loadSite: getSiteData,
  verifyPassword: verifyPostPassword,
  loadArticle: preparedArticle,
  fingerprint: passwordFingerprint,
  tokens: configuredTokens,
  clientOf: (req) => clientAddress(req, loadBaseConfig().config.TRUST_PROXY),
  perClient: attemptLimiter(newClientLimiter(), { name: 'client', limit: CLIENT_FAILURE_LIMIT, windowMs: WINDOW_MS }),
  perPost: attemptLimiter(newPostLimiter(), { name: 'post', limit: POST_FAILURE_LIMIT, windowMs: WINDOW_MS }),
  now: Date.now,
})

async function preparedArticle(
  post: PostSummary,
  { config, site }: Pick<SiteData, 'config' | 'site'>,
  lang?: string,
): Promise<Article> {
  const article = await unlockedArticle(post, lang, linkedPages(site))
  return { ...article, body: article.body && bodyForPage(article.body, config, site, BASE_PATH) }
}

function fail(res: NextApiResponse, status: number, error: UnlockErrorCode): void {
  res.status(status).json({ error })
}

async function sendArticle(res: NextApiResponse, article: Article, token: string, grant: string): Promise<void> {
  const { detail } = article
  if (!article.body) return fail(res, 404, 'not-found')
  // Its files are refused to anyone who has not unlocked it: these links carry the proof.
  const body = withFileGrant(article.body, grant)
  const answer: UnlockSuccess = { body, toc: detail.toc, wordCount: detail.wordCount, readTime: detail.readTime, token }
  res.status(200).json(answer)
}

export function createUnlockHandler(deps: UnlockDeps = defaultUnlockDeps()) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    res.setHeader('Cache-Control', 'no-store')
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return fail(res, 405, 'method-not-allowed')
    }
    const request = parseUnlockRequest(req.headers['content-type'], req.body)
    if (!request) return fail(res, 400, 'bad-request')
    const lang = request.site
    try {
      const loaded = await deps.loadSite(lang)
      const { config, site } = loaded
      if (lang && !languagePrefixes(config).includes(lang)) return fail(res, 404, 'not-found')
      const post = site.routable.find((p) => p.id === request.postId && p.locked)
      if (!post) return fail(res, 404, 'not-found')
      const now = deps.now()
      const fingerprint = await deps.fingerprint(post.id, lang)
      if (request.token !== undefined) {
        // Tokens are MACs: guessing is hopeless, so they are not counted as attempts.
        if (!deps.tokens().verify(request.token, post.id, fingerprint, now)) return fail(res, 401, 'invalid-token')
        return await sendArticle(res, await deps.loadArticle(post, loaded, lang), request.token, fileGrant(deps.tokens(), compactId(post.id), now))
      }
      const password = request.password ?? ''
      if (!password) return fail(res, 400, 'empty-password')
      const clientKey = `${deps.clientOf(req)}|${post.id}`
      const attempt = await reserveAttempt(deps, clientKey, post.id, now)
      if (!attempt.allowed) {
        res.setHeader('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)))
        return fail(res, 429, 'rate-limited')
      }
      // The reserved attempt stands as the failure when wrong; an error is not a wrong password.
      const right = await deps.verifyPassword(post.id, password, lang).catch((error: unknown) => {
        attempt.release()
        throw error
      })
      if (!right) return fail(res, 401, 'wrong-password')
      attempt.release()
      await deps.perClient.reset(clientKey)
      return await sendArticle(res, await deps.loadArticle(post, loaded, lang), deps.tokens().sign(post.id, fingerprint, now), fileGrant(deps.tokens(), compactId(post.id), now))
    } catch (error) {
      console.error(`[unlock] ${request.postId}: ${error instanceof Error ? error.message : String(error)}`)
      res.setHeader('Retry-After', '60')
      return fail(res, 503, 'unavailable')
    }
  }
}
