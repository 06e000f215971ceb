// The /api/v3 source's files (PageSource.fileUrl and fileContext): the record named by a ref is
// read from Notion (never from the request), uploads are re-signed with notion-client's
// getSignedFileUrls through our scheduler, external addresses are returned as they are.
import type { ScheduledNotionAPI } from './client'
import { fileVersion, type FileRef, type FreshFile } from './file-ref'
import { isImageSlot, storedFileUrl } from './file-slots'
import { isNotionHosted } from './image-url'
import { compactId, dashedId, unwrapRecord } from './records'
import type { FileContext } from './source'

type Rec = Record<string, unknown>
type Table = 'block' | 'collection'

// Notion's signed links last an hour; a little less, so a link is never used at its edge.
const SIGNED_LINK_MS = 50 * 60_000
// Records read for files are kept briefly: fileContext and fileUrl of one request read the same.
const RECORD_MEMO_MS = 60_000
// Pages and databases do not move often; a moved one is seen after this.
const MAX_DEPTH = 40

export function liveFiles(api: ScheduledNotionAPI) {
  const memo = new Map<string, { at: number; record: Promise<Rec | undefined> }>()

  function readRecord(table: Table, id: string): Promise<Rec | undefined> {
    const key = `${table}:${compactId(id)}`
    const kept = memo.get(key)
    if (kept && Date.now() - kept.at < RECORD_MEMO_MS) return kept.record
    const record = api
      .fetch<{ recordMap?: Record<string, Record<string, unknown>> }>({
        endpoint: 'syncRecordValuesMain',
        body: { requests: [{ table, id: dashedId(id), version: -1 }] },
      })
      .then((answer) => {
        const boxes = answer.recordMap?.[table] ?? {}
        const record = unwrapRecord(boxes[dashedId(id)] ?? boxes[compactId(id)])
        return record && record.alive !== false ? record : undefined
      })
    record.catch(() => memo.delete(key))
    if (memo.size > 5000) memo.clear()
    memo.set(key, { at: Date.now(), record })
    return record
  }

  const parentOf = (record: Rec): { table: Table; id: string } | undefined => {
    const table = record.parent_table
    const id = record.parent_id
    if (typeof id !== 'string' || (table !== 'block' && table !== 'collection')) return undefined
    return { table, id }
  }

  async function storedUrlOf(ref: FileRef): Promise<string | undefined> {
    const record = await readRecord(ref.table, ref.id)
    if (!record) return undefined
    const parent = ref.table === 'collection' ? parentOf(record) : undefined
    const fallback = parent?.table === 'block' ? await readRecord('block', parent.id) : undefined
    return storedFileUrl(ref.table, record, ref.slot, fallback)
  }

  return {
    async fileUrl(ref: FileRef): Promise<FreshFile | undefined> {
      const stored = await storedUrlOf(ref)
      if (!stored) return undefined
      const version = fileVersion(stored)
      let url: URL
      try {
        url = new URL(stored)
      } catch {
        return undefined // a relative address (Notion's own default covers) is no file of ours
      }
      if (!isNotionHosted(url)) return url.protocol === 'https:' || url.protocol === 'http:' ? { url: stored, version } : undefined
      const permissionRecord = { table: ref.table, id: dashedId(ref.id) }
      const { signedUrls } = await api.getSignedFileUrls([{ permissionRecord, url: stored }])
      const signed = signedUrls?.[0]
      if (!signed) throw new Error(`getSignedFileUrls answered no link for ${ref.table} ${ref.id} ${ref.slot}`)
      return { url: signed, version, expiresAt: Date.now() + SIGNED_LINK_MS }
    },

    async fileContext(ref: FileRef): Promise<FileContext | undefined> {
      const record = await readRecord(ref.table, ref.id)
      if (!record) return undefined
      const owners: string[] = [compactId(ref.id)]
      let current: Rec | undefined = record
      for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
        const parent = parentOf(current)
        if (!parent) break
        owners.push(compactId(parent.id))
        current = await readRecord(parent.table, parent.id)
      }
      return { owners, imageOnly: ref.table === 'collection' || isImageSlot(ref.slot, record.type) }
    },
  }
}
