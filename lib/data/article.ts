// An article's body and header details. A locked post yields no body at all: its content,
// table of contents and word count never leave the server before the password is verified.
import { createHash, timingSafeEqual } from 'node:crypto'
import { readArticleBody, type BodyRecordMap, type PageTitles } from '@/lib/notion/body'
import type { SiteModel } from '@/lib/site/build-site'
import type { PostDetail, PostSummary } from '@/lib/site/types'
import { getPageVersion } from './page-cache'
import { getBlogRowPrivacy, getPageSource, getWorkspaceInternals } from './site-data'

export interface Article {
  detail: PostDetail
  /** null while the post is locked. */
  body: BodyRecordMap | null
}

async function loadBody(post: PostSummary, lang?: string, titles?: PageTitles) {
  // lastEditedDate is the row's last_edited_time to the millisecond: the cache key.
  const page = await getPageVersion(getPageSource(lang), post.id, Date.parse(post.lastEditedDate))
  return readArticleBody(page, post.id, titles, await getBlogRowPrivacy(lang))
}

/** Titles of the pages a body may link to: the visible posts and pages. */
export function pageTitles(site: SiteModel): PageTitles {
  return new Map(site.routable.map((p) => [p.id, p.title]))
}

export async function getArticle(post: PostSummary, lang?: string, titles?: PageTitles): Promise<Article> {
  if (post.locked) return { detail: { ...post, toc: [], wordCount: 0, readTime: 0 }, body: null }
  return unlockedArticle(post, lang, titles)
}

/** The full article; callers must have checked the password of a locked post. */
export async function unlockedArticle(post: PostSummary, lang?: string, titles?: PageTitles): Promise<Article> {
  const body = await loadBody(post, lang, titles)
  return {
    detail: { ...post, toc: body.toc, wordCount: body.wordCount, readTime: body.readTime },
    body: body.recordMap,
  }
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest()

/** Constant-time comparison against the row's password, which never leaves this module. */
export async function verifyPostPassword(postId: string, attempt: string, lang?: string): Promise<boolean> {
  if (!attempt) return false
  const { rows } = await getWorkspaceInternals(lang)
  const password = rows.find((r) => r.id === postId)?.password ?? ''
  if (!password) return false
  return timingSafeEqual(digest(password), digest(attempt))
}
