// How text becomes search terms, shared by the index builder (server) and the query (browser):
// both sides must cut words identically or nothing matches. Latin-like words are lowercased
// with accents dropped; Chinese, Japanese and Korean have no spaces between words, so their
// runs are cut into overlapping two-character terms (the usual bigram approach).

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const WORD_OR_CJK_RUN = new RegExp(
  `${CJK_CHAR.source}+|(?:(?!${CJK_CHAR.source})[\\p{L}\\p{N}\\p{M}])+`,
  'gu',
)

export const isCjk = (text: string): boolean => CJK_CHAR.test(text)

/** Words and CJK runs, in order: "Notion博客 tips" → ["Notion", "博客", "tips"]. */
export function splitRuns(text: string): string[] {
  return text.match(WORD_OR_CJK_RUN) ?? []
}

/** Lowercase, accents dropped (café → cafe). CJK is left alone: its marks carry meaning. */
export function normaliseWord(word: string): string {
  if (isCjk(word)) return word
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

function bigrams(run: string): string[] {
  const chars = Array.from(run)
  const out: string[] = []
  for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`)
  return out
}

/**
 * Terms stored for one run. A CJK run also keeps its last character alone, so every character
 * starts some term and a one-character query finds it by prefix.
 */
export function indexTerms(run: string): string[] {
  if (!isCjk(run)) {
    const word = normaliseWord(run)
    return word ? [word] : []
  }
  const chars = Array.from(run)
  if (chars.length === 1) return chars
  return [...bigrams(run), chars[chars.length - 1] as string]
}

/** Terms searched for one run of the query: its bigrams (all must match), or the lone character. */
export function queryTerms(run: string): string[] {
  if (!isCjk(run)) {
    const word = normaliseWord(run)
    return word ? [word] : []
  }
  return Array.from(run).length === 1 ? [run] : bigrams(run)
}

/** Every term of a query, in order, without repeats. */
export function termsOfQuery(query: string): string[] {
  return [...new Set(splitRuns(query).flatMap(queryTerms))]
}
