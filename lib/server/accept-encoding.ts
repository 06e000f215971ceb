// Which encoding to answer with, from the request's Accept-Encoding (RFC 9110 §12.5.3):
// brotli or gzip, whichever the client weighs more (brotli on a tie, as it is smaller), or
// none. `q=0` refuses an encoding; `*` stands for every encoding the header does not name.

export type ContentEncoding = 'br' | 'gzip' | 'identity'

function weights(header: string): Map<string, number> {
  const weighted = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!name) continue
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weighted.set(name, Number.isFinite(weight) ? weight : 0)
  }
  return weighted
}

export function preferredEncoding(header: string | string[] | undefined): ContentEncoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '')
  if (!text) return 'identity'
  const weighted = weights(text)
  const weightOf = (name: string) => weighted.get(name) ?? weighted.get('*') ?? 0
  const br = weightOf('br')
  const gzip = Math.max(weightOf('gzip'), weighted.get('x-gzip') ?? 0)
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : 'identity'
}
