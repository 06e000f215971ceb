// Notion's file host, stood in for: getSignedFileUrls hands out links to this server that
// expire like Notion's (an X-Amz-Expires window from X-Amz-Date), and GET /files/… serves the
// bytes while the link is valid. Stored addresses stay Notion's (prod-files-secure…), so the
// site cannot tell the stub from Notion, and tests can make every issued link expire at once.
import { createHmac } from 'node:crypto'

export interface StubFileBody {
  contentType: string
  body: string | Buffer
}

export interface StubFileOptions {
  /** How long a signed link works, ms; default an hour, as Notion's. */
  ttlMs?: number
  /** Bodies by the stored address's file name (`photo.jpg`); others get a small file of their extension. */
  bodies?: Record<string, StubFileBody>
}

export interface StubFileAnswer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

export const FILES_PREFIX = '/files/'

// 8×6 px, made once with sharp: enough for a browser to report a naturalWidth.
const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALABxJ//2Q==',
  'base64',
)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMI7TiDFTEMpAQARC9Pse570XgAAAAASUVORK5CYII=',
  'base64',
)
const BY_EXTENSION: Record<string, StubFileBody> = {
  jpg: { contentType: 'image/jpeg', body: JPEG },
  jpeg: { contentType: 'image/jpeg', body: JPEG },
  png: { contentType: 'image/png', body: PNG },
  svg: { contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect width="8" height="6" fill="#58c"/></svg>' },
  pdf: { contentType: 'application/pdf', body: '%PDF-1.4\n%stub\n' },
}
const OTHER: StubFileBody = { contentType: 'application/octet-stream', body: 'stub file' }

const fileName = (stored: string) => stored.split(/[?#]/, 1)[0]?.split('/').pop() ?? ''

export function createStubFiles(origin: () => string, options: StubFileOptions = {}) {
  const ttlMs = options.ttlMs ?? 3_600_000
  // Links signed before this instant no longer work (expireLinks).
  let validFrom = 0
  const signature = (stored: string, date: number) =>
    createHmac('sha256', 'folio-stub').update(`${stored} ${date}`).digest('hex').slice(0, 32)

  function bodyOf(stored: string): StubFileBody {
    const name = fileName(stored)
    return options.bodies?.[name] ?? BY_EXTENSION[name.split('.').pop()?.toLowerCase() ?? ''] ?? OTHER
  }

  return {
    /** A link to the stored file that works for ttlMs from now. */
    sign(stored: string): string {
      const date = Date.now()
      const query = new URLSearchParams({
        'X-Amz-Date': String(date),
        'X-Amz-Expires': String(Math.round(ttlMs / 1000)),
        'X-Amz-Signature': signature(stored, date),
      })
      return `${origin()}${FILES_PREFIX}${encodeURIComponent(stored)}?${query}`
    },
    /** Every link signed so far stops working, as after Notion's hour. */
    expireLinks(): void {
      validFrom = Date.now() + 1
    },
    /** The answer to GET /files/<stored>?…: the bytes, or 403 as S3 answers an expired or forged link. */
    serve(pathname: string, search: URLSearchParams): StubFileAnswer {
      const denied = (why: string): StubFileAnswer => ({ status: 403, headers: { 'content-type': 'application/xml' }, body: Buffer.from(`<Error><Code>AccessDenied</Code><Message>${why}</Message></Error>`) })
      let stored: string
      try {
        stored = decodeURIComponent(pathname.slice(FILES_PREFIX.length))
      } catch {
        return denied('Bad key')
      }
      const date = Number(search.get('X-Amz-Date'))
      if (!Number.isFinite(date) || search.get('X-Amz-Signature') !== signature(stored, date)) return denied('Signature mismatch')
      if (date < validFrom || Date.now() > date + ttlMs) return denied('Request has expired')
      const { contentType, body } = bodyOf(stored)
      const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body)
      return { status: 200, headers: { 'content-type': contentType, 'content-length': String(bytes.length) }, body: bytes }
    },
  }
}

export type StubFiles = ReturnType<typeof createStubFiles>
