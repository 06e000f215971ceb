// Files as the public API gives them. Notion-hosted uploads (recorded `attachment:` values,
// S3 `secure.notion-static.com` / `prod-files-secure` / `file.notion.so` addresses) become
// `{type:'file', file:{url, expiry_time}}` whose url is on the stand-in's own origin and signed
// with an expiry, like Notion's S3 links; anything else is `{type:'external', external:{url}}`.
// Conversion writes a placeholder (`stub-file:<id>/<name>`); each answer signs it afresh.
import { createHmac, timingSafeEqual } from 'node:crypto'

const PLACEHOLDER = 'stub-file:'

export interface HostedFile {
  id: string
  name: string
}

export type FileValue =
  | { type: 'file'; file: { url: string; expiry_time: string } }
  | { type: 'external'; external: { url: string } }

function lastSegments(path: string, count: number): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .slice(-count)
    .map((part) => decodeURIComponent(part))
}

/** The file behind a recorded Notion-hosted address, or undefined for an external link. */
export function hostedFile(stored: string, ownerId: string): HostedFile | undefined {
  if (stored.startsWith('attachment:')) {
    const [, id = ownerId, name = 'file'] = stored.split(':')
    return { id, name }
  }
  let url: URL
  try {
    url = new URL(stored)
  } catch {
    return undefined
  }
  const s3 =
    /^prod-files-secure\.s3[.-]/.test(url.hostname) ||
    /(^|\.)notion-static\.com$/.test(url.hostname) ||
    url.hostname === 'file.notion.so' ||
    (url.hostname.endsWith('amazonaws.com') &&
      url.pathname.startsWith('/secure.notion-static.com/'))
  if (!s3) return undefined
  const [folder = ownerId, name = 'file'] = lastSegments(url.pathname, 2)
  return { id: /^[0-9a-f-]{32,36}$/i.test(folder) ? folder : ownerId, name }
}

/** A file object for a recorded address; Notion-hosted ones carry a placeholder until signed. */
export function fileValue(stored: string, ownerId: string): FileValue {
  const hosted = hostedFile(stored, ownerId)
  if (!hosted) return { type: 'external', external: { url: stored } }
  return {
    type: 'file',
    file: { url: `${PLACEHOLDER}${hosted.id}/${encodeURIComponent(hosted.name)}`, expiry_time: '' },
  }
}

export interface FileSigner {
  /** Replaces every placeholder file object in `json` (a fresh copy) with a signed link. */
  signAll<T>(json: T): T
  /** Checks `/files/<id>/<name>?expires=&sig=`; the file's name, or why it is refused. */
  check(
    pathname: string,
    search: URLSearchParams,
  ): { ok: true; name: string } | { ok: false; reason: string }
}

export function createFileSigner(options: {
  origin: () => string
  secret: string
  ttlMs: () => number
}): FileSigner {
  const sign = (path: string, expires: number): string =>
    createHmac('sha256', options.secret).update(`${path}?${expires}`).digest('hex').slice(0, 32)

  const signPlaceholder = (url: string): { url: string; expiry_time: string } => {
    const path = `/files/${url.slice(PLACEHOLDER.length)}`
    const expires = Date.now() + options.ttlMs()
    return {
      url: `${options.origin()}${path}?expires=${expires}&sig=${sign(path, expires)}`,
      expiry_time: new Date(expires).toISOString(),
    }
  }

  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (typeof value !== 'object' || value === null) return value
    const copy: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(value)) copy[key] = walk(inner)
    const file = copy.file as { url?: unknown } | undefined
    if (copy.type === 'file' && typeof file?.url === 'string' && file.url.startsWith(PLACEHOLDER)) {
      copy.file = { ...file, ...signPlaceholder(file.url) }
    }
    return copy
  }

  return {
    signAll: <T>(json: T): T => walk(json) as T,
    check(pathname, search) {
      const expires = Number(search.get('expires'))
      const given = search.get('sig') ?? ''
      const expected = sign(pathname, expires)
      if (
        given.length !== expected.length ||
        !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
      )
        return { ok: false, reason: 'SignatureDoesNotMatch' }
      if (!Number.isFinite(expires) || expires < Date.now())
        return { ok: false, reason: 'Request has expired' }
      return { ok: true, name: decodeURIComponent(pathname.split('/').at(-1) ?? 'file') }
    },
  }
}
