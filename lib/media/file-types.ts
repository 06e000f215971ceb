// What a fetched file is, and the headers it is served with: the content type is the
// host's when it is a known one, else read from the file's first bytes; images are the only
// thing an image slot serves, and anything that could run script (SVG, HTML, unknown types)
// is served so that it cannot.

const RASTER = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'image/x-icon', 'image/vnd.microsoft.icon', 'image/tiff'])
export const SVG = 'image/svg+xml'

const MAGIC: [string, (b: Buffer) => boolean][] = [
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  ['image/webp', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
  ['image/avif', (b) => b.subarray(4, 12).toString('latin1') === 'ftypavif'],
  ['application/pdf', (b) => b.subarray(0, 5).toString('latin1') === '%PDF-'],
]

/** The type to serve: the declared one (without parameters), or sniffed when the host did not say. */
export function contentTypeOf(declared: string, body: Buffer): string {
  const type = declared.split(';', 1)[0]?.trim().toLowerCase() ?? ''
  if (type && type !== 'application/octet-stream' && type !== 'binary/octet-stream') return type
  return MAGIC.find(([, test]) => test(body))?.[0] ?? 'application/octet-stream'
}

/** Types a browser shows without running anything of the file's (PDF viewers are sandboxed by the browser). */
const isInert = (type: string) => RASTER.has(type) || type === 'application/pdf' || /^(audio|video)\//.test(type)

export const isImageType = (type: string) => RASTER.has(type) || type === SVG

/** A year, immutable: the file's version is in its URL, so the bytes at one URL never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

export function fileHeaders(contentType: string, size: number, version: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Content-Length': String(size),
    'Cache-Control': IMMUTABLE,
    ETag: `"${version}"`,
    'X-Content-Type-Options': 'nosniff',
  }
  // SVG can carry script, and so can any document type: forbid it, and sandbox the rest.
  if (!isInert(contentType)) headers['Content-Security-Policy'] = "script-src 'none'; sandbox"
  return headers
}
