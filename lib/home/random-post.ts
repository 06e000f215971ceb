// "Random post" for the hero banner and the right-click menu: a uniform pick among the
// posts the page knows, never the page the visitor is on when there is another choice.

export interface RandomCandidate {
  href: string
}

/**
 * `random` returns a number in [0, 1) (Math.random in the browser, fixed in tests).
 * Duplicates in the pool (a post both latest and recommended) count once.
 */
export function pickRandomPost<T extends RandomCandidate>(
  pool: readonly T[],
  currentPath: string,
  random: () => number = Math.random,
): T | null {
  const unique = [...new Map(pool.map((p) => [p.href, p])).values()]
  const others = unique.filter((p) => p.href !== currentPath)
  const choices = others.length > 0 ? others : unique
  if (choices.length === 0) return null
  const index = Math.min(choices.length - 1, Math.floor(random() * choices.length))
  return choices[index] ?? null
}

/** The addresses a random pick may land on: every listed post of this site, once each. */
export function randomPostHrefs(
  posts: readonly (RandomCandidate & { external: boolean })[],
): string[] {
  return [...new Set(posts.filter((p) => !p.external).map((p) => p.href))]
}
