// Page bodies cached on disk by page id and last_edited_time: a rebuild of unchanged content
// reads files instead of calling Notion. A failed fetch never lands in the cache; the newest
// good copy of an older version is served instead (logged), so a Notion outage does not take
// a page down.
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { hasPageBlock, type NotionRecordMap, type PageSource } from '@/lib/notion/source'
import { bodyStore } from './body-store'
import { cacheDir, readJson, writeJsonAtomic } from './disk-cache'

const inFlight = new Map<string, Promise<NotionRecordMap>>()

export function pageCacheDir(): string {
  return path.join(cacheDir(), 'pages')
}

/** The file holding one version of a page. */
export function pageCacheFile(pageId: string, lastEditedTime: number): string {
  return path.join(pageCacheDir(), `${pageId}-${lastEditedTime}.json`)
}

async function readUsable(file: string, pageId: string): Promise<NotionRecordMap | undefined> {
  const cached = await readJson<NotionRecordMap>(file)
  // A copy without the page's own block is unusable (written by an older version of Folio).
  return cached && hasPageBlock(cached, pageId) ? cached : undefined
}

/** The newest cached version of a page other than `except`, if any. */
async function lastGoodVersion(
  pageId: string,
  except: string,
): Promise<NotionRecordMap | undefined> {
  const names = await readdir(pageCacheDir()).catch(() => [] as string[])
  const versions = names
    .filter((n) => n.startsWith(`${pageId}-`) && n.endsWith('.json') && n !== except)
    .map((n) => ({ n, time: Number(n.slice(pageId.length + 1, -'.json'.length)) }))
    .filter((v) => Number.isFinite(v.time))
    .sort((a, b) => b.time - a.time)
  for (const { n } of versions) {
    const page = await readUsable(path.join(pageCacheDir(), n), pageId)
    if (page) return page
  }
  return undefined
}

type Versions = Map<string, Set<string>>

// Which versions of each page this process knows to be on disk: the folder is listed once, then
// kept in step with the process's own writes. Listing it on every write (to remove the older
// versions) read the whole folder once per body: ~15 ms at 10,000 bodies, so a cold build of
// 10,000 posts spent minutes listing. A version another process wrote since is only removed by
// a later process (its own listing holds it): a leftover file, never a wrong answer.
const listings = new Map<string, Promise<Versions>>()

function versionsOnDisk(dir: string): Promise<Versions> {
  let listing = listings.get(dir)
  if (!listing) {
    listing = readdir(dir).then(
      (names) => {
        const byPage: Versions = new Map()
        for (const name of names.filter((n) => n.endsWith('.json'))) {
          const pageId = name.slice(0, name.lastIndexOf('-'))
          byPage.set(pageId, (byPage.get(pageId) ?? new Set()).add(name))
        }
        return byPage
      },
      () => new Map(),
    )
    listings.set(dir, listing)
  }
  return listing
}

/** Removes the page's other cached versions, keeping `name`. */
async function keepOnlyVersion(pageId: string, name: string): Promise<void> {
  const dir = pageCacheDir()
  const byPage = await versionsOnDisk(dir)
  const others = [...(byPage.get(pageId) ?? [])].filter((n) => n !== name)
  byPage.set(pageId, new Set([name]))
  await Promise.all(others.map((n) => rm(path.join(dir, n), { force: true })))
}

export function getPageVersion(
  source: PageSource,
  pageId: string,
  lastEditedTime: number,
): Promise<NotionRecordMap> {
  // Snapshots are local files already; caching them would only duplicate them.
  if (source.kind === 'snapshot') return source.getPage(pageId)
  const file = pageCacheFile(pageId, lastEditedTime)
  const name = path.basename(file)
  const pending = inFlight.get(file)
  if (pending) return pending
  const load = (async () => {
    const cached = await readUsable(file, pageId)
    if (cached) return cached
    // With several instances (REDIS_URL), another may have fetched this version already.
    const shared = await (await bodyStore()).read(name.slice(0, -'.json'.length))
    if (shared && hasPageBlock(shared, pageId)) {
      await writeJsonAtomic(file, shared)
      return shared
    }
    let page: NotionRecordMap
    try {
      page = await source.getPage(pageId)
    } catch (error) {
      const older = await lastGoodVersion(pageId, name)
      if (!older) throw error
      console.error(
        `[notion] serving the last good copy of page ${pageId}: ${(error as Error).message}`,
      )
      return older
    }
    await writeJsonAtomic(file, page)
    await (await bodyStore()).write(name.slice(0, -'.json'.length), page)
    await keepOnlyVersion(pageId, name)
    return page
  })().finally(() => inFlight.delete(file))
  inFlight.set(file, load)
  return load
}
