// Who sees the comment section. Both rules are pure so the server and tests can share them;
// the bot rule is applied in the browser only, so cached HTML is the same for every visitor.
import type { PostSummary } from '@/lib/site/types'

// Spec §4: Googlebot, bingbot and Baidu (Baiduspider and its kin).
const SEARCH_BOT = /googlebot|bingbot|baidu/i

export function isSearchBot(userAgent: string): boolean {
  return SEARCH_BOT.test(userAgent)
}

/** The post's `comment` property set to Hide (as typed in Notion, so case and spaces vary). */
export function commentsHiddenFor(post: Pick<PostSummary, 'comment'>): boolean {
  return post.comment.trim().toLowerCase() === 'hide'
}
