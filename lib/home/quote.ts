// The notice bar's one-line quote from a hitokoto-style service: GET, no parameters, a JSON
// object with `hitokoto` (the text), `uuid` and `from` (the source).

export interface Quote {
  text: string
  from: string
  uuid: string
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** null when the answer carries no quote text. */
export function parseQuote(data: unknown): Quote | null {
  if (typeof data !== 'object' || data === null) return null
  const d = data as Record<string, unknown>
  const quote = { text: text(d.hitokoto), from: text(d.from), uuid: text(d.uuid) }
  return quote.text ? quote : null
}

/** The quote's page: `{uuid}` in the template filled in; '' without a template or an id. */
export function quoteLink(template: string, uuid: string): string {
  if (!template || !uuid || !template.includes('{uuid}')) return ''
  return template.replaceAll('{uuid}', encodeURIComponent(uuid))
}

/** Throws on network errors, non-2xx answers and answers without a quote. */
export async function fetchQuote(
  apiUrl: string,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<Quote> {
  const response = await fetchImpl(apiUrl, { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`quote service answered HTTP ${response.status}`)
  const quote = parseQuote(await response.json())
  if (!quote) throw new Error('quote service answered without a quote')
  return quote
}
