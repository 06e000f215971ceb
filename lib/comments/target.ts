// `?target=comment` (or `giscus`) asks the page to scroll to the comment section, then the
// parameter is dropped so a reload or a shared link does not jump again.

export type CommentTarget = 'comment' | 'giscus'

const TARGETS: readonly string[] = ['comment', 'giscus']

/** The target named by a query string (`?a=1&target=comment`), or null. */
export function commentTargetOf(search: string): CommentTarget | null {
  const value = new URLSearchParams(search).get('target')
  return value !== null && TARGETS.includes(value) ? (value as CommentTarget) : null
}

/**
 * A site-relative URL (`/a?target=comment&theme=x#h`) without a comment target; other
 * parameters, their order and the hash are kept. Anything else is returned unchanged.
 */
export function withoutCommentTarget(url: string): string {
  const queryAt = url.indexOf('?')
  if (queryAt < 0) return url
  const hashAt = url.indexOf('#', queryAt)
  const path = url.slice(0, queryAt)
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt)
  const hash = hashAt < 0 ? '' : url.slice(hashAt)
  if (commentTargetOf(query) === null) return url
  const params = new URLSearchParams(query)
  params.delete('target')
  const rest = params.toString()
  return `${path}${rest ? `?${rest}` : ''}${hash}`
}
