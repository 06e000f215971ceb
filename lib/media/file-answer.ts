// The image route's decisions, apart from Next and from where its parts come from: which refs
// may be served, when Notion is asked, and what a visitor gets when Notion or the file host
// fails (the kept copy, if there is one). pages/api/file/[...ref].ts wires the real parts in.
import { fileRefPath, parseFileRefPath, type FileRef, type FreshFile } from '@/lib/notion/file-ref'
import type { FileContext } from '@/lib/notion/source'
import type { FileStore, KeptFile } from './file-store'
import { contentTypeOf, fileHeaders, isImageType } from './file-types'
import { FetchRefused, type FetchedFile } from './safe-fetch'
import { isShownFile, lockedPostOf, type ShownRecords } from './shown-files'
import type { VersionBook } from './version-book'

export interface FileSource {
  fileUrl?(ref: FileRef): Promise<FreshFile | undefined>
  fileContext?(ref: FileRef): Promise<FileContext | undefined>
}

export interface FileRouteParts {
  source: FileSource
  shown: () => Promise<ShownRecords>
  store: FileStore
  versions: VersionBook
  fetchFile: (url: string) => Promise<FetchedFile>
  /** Whether an unlock's file grant opens this locked post's files (lib/lock/file-grants.ts). */
  opens?: (grant: string, postId: string) => boolean
}

export interface FileAnswer {
  status: number
  headers: Record<string, string>
  body?: Buffer
}

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }
const notFound = (): FileAnswer => ({ status: 404, headers: NO_STORE })
const failed = (status: number): FileAnswer => ({ status, headers: NO_STORE })

/** One kept copy per file version. */
export const keptName = (ref: FileRef) => `${ref.table}-${ref.id}-${ref.slot}-${ref.version}`
const slotKey = (ref: FileRef) => `${ref.table}/${ref.id}/${ref.slot}`

class UpstreamError extends Error {}
/** Notion did not say where a record lies and nothing was known of it: no answer either way. */
class NotionUnavailable extends Error {}

/** `privately`: a locked post's file, this browser's alone, never a shared cache's. */
function served(file: KeptFile, ref: FileRef, privately: boolean): FileAnswer {
  const headers = fileHeaders(file.contentType, file.body.length, ref.version)
  return { status: 200, headers: privately ? { ...headers, 'Cache-Control': 'private, max-age=3600' } : headers, body: file.body }
}

export function fileRoute(parts: FileRouteParts) {
  // Signed links are reused until they expire; contexts while the record may be read again.
  const links = new Map<string, FreshFile>()
  const contexts = new Map<string, { at: number; context: FileContext | undefined }>()
  const CONTEXT_MS = 10 * 60_000

  async function contextOf(ref: FileRef, kept: KeptFile | undefined): Promise<FileContext | undefined> {
    const key = slotKey(ref)
    const memo = contexts.get(key)
    if (memo && Date.now() - memo.at < CONTEXT_MS) return memo.context
    try {
      const context = await parts.source.fileContext?.(ref)
      if (contexts.size > 20_000) contexts.clear()
      contexts.set(key, { at: Date.now(), context })
      return context
    } catch (error) {
      // Notion is failing: what was known before still decides (the site's visibility is current).
      console.error(`[file] ${key}: Notion did not answer (${(error as Error).message}); using what was kept`)
      const known = memo?.context ?? (kept ? { owners: kept.owners, imageOnly: false } : undefined)
      if (!known) throw new NotionUnavailable()
      return known
    }
  }

  async function freshLink(ref: FileRef, renew: boolean): Promise<FreshFile | undefined> {
    const key = slotKey(ref)
    const kept = links.get(key)
    if (!renew && kept && (kept.expiresAt ?? Infinity) > Date.now()) return kept
    const fresh = await parts.source.fileUrl?.(ref)
    if (fresh) links.set(key, fresh)
    else links.delete(key)
    return fresh
  }

  async function download(ref: FileRef, first: FreshFile, context: FileContext): Promise<KeptFile> {
    let answer = await parts.fetchFile(first.url)
    // A signed link that stopped working (Notion's last an hour): sign again, once.
    if ([400, 401, 403].includes(answer.status) && first.expiresAt !== undefined) {
      const again = await freshLink(ref, true)
      if (again) answer = await parts.fetchFile(again.url)
    }
    if (answer.status !== 200) throw new UpstreamError(`the file host answered ${answer.status}`)
    const contentType = contentTypeOf(answer.contentType, answer.body)
    if (context.imageOnly && !isImageType(contentType)) throw new UpstreamError(`an image slot answered ${contentType}`)
    return { contentType, body: answer.body, owners: context.owners }
  }

  /** Shown to everyone (true), to this visitor through an unlock's grant ('granted'), or not at all. */
  function mayServe(ref: FileRef, context: FileContext, shown: ShownRecords, grant: string | undefined): boolean | 'granted' {
    if (isShownFile(context.owners, ref.table, shown, ref.slot)) return true
    const post = lockedPostOf(context.owners, shown)
    return post !== undefined && grant !== undefined && parts.opens?.(grant, post) === true ? 'granted' : false
  }

  return async function answer(segments: readonly string[], grant?: string): Promise<FileAnswer> {
    const ref = parseFileRefPath(segments)
    if (!ref || !parts.source.fileUrl) return notFound()
    const kept = await parts.store.read(keptName(ref))
    const context = await contextOf(ref, kept).catch((error: unknown) => {
      if (error instanceof NotionUnavailable) return null
      throw error
    })
    if (context === null) return failed(503)
    const access = context ? mayServe(ref, context, await parts.shown(), grant) : false
    if (!context || !access) return notFound()
    return serveFile(ref, segments, kept, context, access === 'granted')
  }

  async function serveFile(ref: FileRef, segments: readonly string[], kept: KeptFile | undefined, context: FileContext, privately: boolean): Promise<FileAnswer> {
    if (kept && (await parts.versions.current(slotKey(ref))) === ref.version) return served(kept, ref, privately)

    let fresh: FreshFile | undefined
    try {
      fresh = await freshLink(ref, false)
    } catch (error) {
      console.error(`[file] ${slotKey(ref)}: no fresh link (${(error as Error).message})`)
      return kept ? served(kept, ref, privately) : failed(503)
    }
    if (!fresh) return notFound()
    await parts.versions.remember(slotKey(ref), fresh.version)
    if (fresh.version !== ref.version) {
      // An older page's link: the file was replaced since. The current one, not a broken image.
      const name = segments[4] && /^[\w.%~-]{1,300}$/.test(segments[4]) ? `/${segments[4]}` : ''
      const location = `${fileRefPath({ ...ref, version: fresh.version })}${name}`
      return { status: 307, headers: { ...NO_STORE, 'Cache-Control': 'public, max-age=60', Location: location } }
    }
    if (kept) return served(kept, ref, privately)
    try {
      return served(await parts.store.getOrFetch(keptName(ref), () => download(ref, fresh, context)), ref, privately)
    } catch (error) {
      // Refused (size, type, address), or the host failing: nothing kept to fall back on.
      const why = error instanceof UpstreamError || error instanceof FetchRefused ? error.message : `fetch failed: ${(error as Error).message}`
      console.error(`[file] ${slotKey(ref)}: not served (${why})`)
      return failed(502)
    }
  }
}
