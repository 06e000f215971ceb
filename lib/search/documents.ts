// Which posts the full-text index holds, and what of them. Published posts of type Post only
// (the site model has already dropped Invisible, Draft and out-of-schedule rows), and never a
// locked one: not its body, and not even its title, since the index is one public file.
import type { PostSummary } from '@/lib/site/types'
import type { BodyLine } from './body-lines'
import type { SearchDoc } from './types'

/** A very long post is indexed up to here: keeps one post from dominating the file. */
export const MAX_BODY_CHARS = 50_000

export function isIndexable(post: PostSummary): boolean {
  return post.type === 'Post' && post.status === 'Published' && !post.locked
}

/** One line of text; a `·` keeps blocks apart where no punctuation does (headings, list items). */
export function joinLines(lines: readonly BodyLine[]): string {
  return lines.reduce((text, line) => {
    if (!text) return line.text
    return `${text}${/[.!?:;。！？：；…]$/u.test(text) ? ' ' : ' · '}${line.text}`
  }, '')
}

export function toSearchDoc(post: PostSummary, id: number, lines: readonly BodyLine[]): SearchDoc {
  return {
    id,
    postId: post.id,
    title: post.title,
    href: post.href,
    external: post.external,
    summary: post.summary,
    category: post.category,
    tags: post.tags,
    publishDay: post.publishDay,
    pageIcon: post.pageIcon,
    text: joinLines(lines).slice(0, MAX_BODY_CHARS),
  }
}

/** What, of the posts, the index depends on besides their bodies (which follow lastEditedDate). */
export function indexInputs(posts: readonly PostSummary[]) {
  return posts.map((p) => [
    p.id,
    p.lastEditedDate,
    p.title,
    p.href,
    p.external,
    p.summary,
    p.category,
    p.tags,
    p.publishDay,
    p.pageIcon,
  ])
}
