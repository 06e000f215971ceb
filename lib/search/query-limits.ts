// What /api/search accepts (pages/api/search.ts refuses more; the browser asks within it).

export const MAX_QUERY_CHARS = 100
export const MAX_HITS_PER_ANSWER = 100
export const MAX_FROM = 10_000
export const MAX_LISTED = 100
