// Which text a hit's snippet comes from: the summary when it shows a term, else the body around
// a term, else the summary. In two steps, so a server (or a shard) can cut the body's piece and
// send only that: chooseSnippet(summary, bodySnippet(body, terms), terms) is the same snippet
// whether the body is at hand or only its piece.
import { containsTerm, snippetAround } from './highlight'

/** The body around its first term, or null when the body holds none. */
export function bodySnippet(body: string | undefined, terms: readonly string[]): string | null {
  return body && containsTerm(body, terms) ? snippetAround(body, terms) : null
}

export function chooseSnippet(summary: string, body: string | null, terms: readonly string[]): string {
  return body !== null && !containsTerm(summary, terms) ? body : snippetAround(summary, terms)
}
