// The site every route reads: fetched once and shared (in memory, and on disk across build
// workers), refreshed after a TTL, and never replaced by a failed or suspiciously shrunk fetch;
// after one, Notion is left alone for a while and the last good data is served.
import { baseConfigSources, loadBaseConfig, resetBaseConfig, withWorkspaceConfig, type ConfigSources, type SiteConfig } from '@/lib/config'
import type { BlogRowPrivacy } from '@/lib/notion/body'
import { publicApiSource } from '@/lib/notion/public-api/source'
import { liveSource, snapshotSource, type PageSource } from '@/lib/notion/source'
import { buildSite, siteDataProblems, type SiteModel } from '@/lib/site/build-site'
import { menuPathProblems } from '@/lib/site/menu-pages'
import { shadowedPostProblems } from '@/lib/site/shadowed-posts'
import type { SiteRules } from '@/lib/site/rules'
import { nextScheduleChange } from '@/lib/site/visibility'
import { blogRowPrivacy } from './blog-row-privacy'
import { fetchWorkspace, readNotice, type NoticeBody, type SettingsFor, type WorkspaceSnapshot } from './fetch-workspace'
import { judgeShrink, type ShrinkWatch } from './freshness'
import { indexStore, type StoredIndex } from './index-store'
import { dataSettings, siteRules, sourceSetting, type DataSettings, type SourceSetting } from './settings'

export interface SiteData {
  config: SiteConfig
  /** The layers config was resolved from; themes resolve their own settings from them. */
  sources: ConfigSources
  site: SiteModel
  notice: NoticeBody | null
  fetchedAt: number
  /** Notion failed (or answered suspiciously) and the last good data is being served. */
  stale: boolean
}

interface State {
  key: string
  source: PageSource
  setting: SourceSetting
  lastGood?: WorkspaceSnapshot
  /** When the last refresh failed or was refused; no new attempt until the backoff passes. */
  failedAt?: number
  shrinkWatch?: ShrinkWatch
  refreshing?: Promise<WorkspaceSnapshot>
  stale: boolean
}

/** One state per workspace: multi-language sites serve several. */
const states = new Map<string, State>()

/** Reading from Notion (`live`): through the public API with an integration token, else /api/v3. */
function makeSource(setting: SourceSetting, c: SiteConfig): PageSource {
  if (setting.kind !== 'live') return snapshotSource(setting.dir)
  const limits = {
    concurrency: c.NOTION_CONCURRENCY,
    retries: c.NOTION_RETRIES,
    retryBaseMs: c.NOTION_RETRY_BASE_MS,
    maxRetryDelayMs: c.NOTION_MAX_RETRY_DELAY_MS,
    timeoutMs: c.NOTION_TIMEOUT_MS,
  }
  if (c.NOTION_API_TOKEN) {
    return publicApiSource({
      ...limits,
      token: c.NOTION_API_TOKEN,
      baseUrl: c.NOTION_PUBLIC_API_URL,
      requestsPerSecond: c.NOTION_PUBLIC_API_RATE,
    })
  }
  return liveSource({
    ...limits,
    apiBaseUrl: c.NOTION_API_BASE_URL,
    authToken: c.NOTION_TOKEN_V2 || undefined,
    activeUser: c.NOTION_ACTIVE_USER || undefined,
  })
}

function currentState(base: SiteConfig, lang?: string): State {
  const setting = sourceSetting(base, lang)
  // The token itself stays out of the key (it is only told apart from none).
  const publicApi = base.NOTION_API_TOKEN ? [base.NOTION_PUBLIC_API_URL, base.NOTION_PUBLIC_API_RATE] : null
  const key = JSON.stringify([setting, base.NOTION_API_BASE_URL, publicApi])
  let s = states.get(key)
  if (!s) states.set(key, (s = { key, setting, source: makeSource(setting, base), stale: false }))
  return s
}

/** The final data settings once the Config row's own settings are known. */
const settingsWithConfigRow: SettingsFor = (notionSettings) =>
  dataSettings(withWorkspaceConfig(baseConfigSources(), notionSettings).config)

async function readStored(rootId: string) {
  const stored = await (await indexStore()).read(rootId)
  if (!stored) return undefined
  const { failedAt, shrinkWatch, ...snapshot } = stored
  return { snapshot: snapshot as WorkspaceSnapshot, failedAt, shrinkWatch }
}

async function persist(s: State): Promise<void> {
  if (s.setting.kind !== 'live' || !s.lastGood) return
  const stored: StoredIndex = { ...s.lastGood, failedAt: s.failedAt, shrinkWatch: s.shrinkWatch }
  await (await indexStore()).write(s.setting.rootId, stored)
}

/** Serves the last good data after a failed or refused refresh, and remembers the attempt. */
async function keepLastGood(s: State, lastGood: WorkspaceSnapshot, why: string): Promise<WorkspaceSnapshot> {
  console.error(`[notion] keeping the last good site data: ${why}`)
  s.stale = true
  s.failedAt = Date.now()
  await persist(s)
  return lastGood
}

async function fetchFromNotion(s: State): Promise<WorkspaceSnapshot> {
  if (!s.lastGood) {
    const stored = await readStored(s.setting.rootId)
    if (stored) Object.assign(s, { lastGood: stored.snapshot, shrinkWatch: stored.shrinkWatch })
  }
  try {
    const next = await fetchWorkspace(s.source, s.setting.rootId, settingsWithConfigRow)
    const verdict = judgeShrink(next, s.lastGood, s.shrinkWatch)
    if (!verdict.accept && s.lastGood) {
      s.shrinkWatch = verdict.watch
      return await keepLastGood(s, s.lastGood, verdict.message ?? 'suspicious index')
    }
    if (verdict.message) console.error(`[notion] ${verdict.message}`)
    Object.assign(s, { lastGood: next, stale: false, failedAt: undefined, shrinkWatch: undefined })
    await persist(s)
    return next
  } catch (error) {
    if (!s.lastGood) throw error
    return keepLastGood(s, s.lastGood, (error as Error).message)
  }
}

/**
 * One refresh across instances sharing a store: another instance's fresh result is taken as
 * ours; when it does not come in time the last good data is served (or, with none, fetched).
 */
async function refresh(s: State, fresh: (w: WorkspaceSnapshot) => boolean): Promise<WorkspaceSnapshot> {
  if (s.setting.kind !== 'live') return fetchFromNotion(s)
  const store = await indexStore()
  const after = s.lastGood?.fetchedAt ?? 0
  const wanted = (w: WorkspaceSnapshot) => w.fetchedAt > after && fresh(w)
  const result = await store.refreshOnce(s.setting.rootId, wanted, () => fetchFromNotion(s))
  if (result && result !== s.lastGood) Object.assign(s, { lastGood: result, stale: false, failedAt: undefined })
  return result ?? s.lastGood ?? fetchFromNotion(s)
}

/** Data fetched before this instant is stale whatever its age (on-demand revalidation). */
let expiredAt = 0

/** Makes the next read fetch the workspace again (used before on-demand revalidation), on every instance sharing a store. */
export async function expireSiteData(): Promise<void> {
  expiredAt = Date.now()
  await (await indexStore()).expire(expiredAt)
}

/** The latest expiry, this instance's or (with a shared store) another's. */
async function latestExpiry(): Promise<number> {
  const shared = await (await indexStore()).expiredAt()
  if (shared > expiredAt) expiredAt = shared
  return expiredAt
}

/**
 * After a failed or refused refresh, the last good data is served without asking Notion again
 * for at least the index TTL and never less than a minute (Notion's rate-limit cooldown): an
 * outage must not cost every read a full index fetch with all its retries. On-demand
 * revalidation (expireSiteData) tries again at once.
 */
const MIN_RETRY_AFTER_FAILURE_MS = 60_000

function backingOff(failedAt: number | undefined, ttlMs: number): boolean {
  if (failedAt === undefined || failedAt <= expiredAt) return false
  return Date.now() - failedAt < Math.max(ttlMs, MIN_RETRY_AFTER_FAILURE_MS)
}

async function workspace(s: State, base: SiteConfig): Promise<WorkspaceSnapshot> {
  await latestExpiry()
  const ttlMs = base.NOTION_INDEX_TTL_SECONDS * 1000
  const fresh = (w: WorkspaceSnapshot | undefined) =>
    !!w && w.fetchedAt > expiredAt && Date.now() - w.fetchedAt < ttlMs
  if (fresh(s.lastGood)) return s.lastGood as WorkspaceSnapshot
  if (s.lastGood && backingOff(s.failedAt, ttlMs)) return s.lastGood
  if (s.setting.kind === 'live') {
    // Another build worker or process may have fetched it, or failed to, a moment ago.
    const shared = await readStored(s.setting.rootId)
    if (shared && fresh(shared.snapshot)) return (s.lastGood = shared.snapshot)
    if (shared && backingOff(shared.failedAt, ttlMs)) {
      const newer = !s.lastGood || shared.snapshot.fetchedAt > s.lastGood.fetchedAt
      Object.assign(s, { failedAt: shared.failedAt, shrinkWatch: shared.shrinkWatch, stale: true })
      if (newer) s.lastGood = shared.snapshot
      return s.lastGood as WorkspaceSnapshot
    }
  }
  s.refreshing ??= refresh(s, fresh).finally(() => {
    s.refreshing = undefined
  })
  return s.refreshing
}

interface BuiltSite {
  rulesKey: string
  site: SiteModel
  /** The next schedule change: the site must be rebuilt from then on. */
  validUntil: number
  /** Made on the first body read: every article of a build shares it. */
  privacy?: BlogRowPrivacy
}

// Per fetched index: the built site (every route of a build or a regeneration shares it).
// Keyed by the snapshot object, so a new fetch starts afresh and the last good data, served
// again and again during an outage, is built once.
const builtSites = new WeakMap<WorkspaceSnapshot, BuiltSite>()
// Data problems already reported by this process: a refetch of unchanged data (every TTL) must
// not repeat them; a new problem is reported when it first appears.
const reportedProblems = new Set<string>()

function builtSiteOf(snapshot: WorkspaceSnapshot, rules: SiteRules, now: number): BuiltSite {
  if (!builtSites.has(snapshot)) {
    for (const problem of siteDataProblems(snapshot.index, rules)) {
      if (reportedProblems.has(problem)) continue
      reportedProblems.add(problem)
      console.warn(`[notion] ${problem}`)
    }
  }
  const rulesKey = JSON.stringify(rules)
  const built = builtSites.get(snapshot)
  if (built && built.rulesKey === rulesKey && now < built.validUntil) return built
  const site = buildSite(snapshot.index, rules, now)
  for (const problem of [...menuPathProblems(site.menus), ...shadowedPostProblems(site.routable)]) {
    if (reportedProblems.has(problem)) continue
    reportedProblems.add(problem)
    console.warn(`[site] ${problem}`)
  }
  const fresh = { rulesKey, site, validUntil: nextScheduleChange(snapshot.index.rows, rules, now) }
  builtSites.set(snapshot, fresh)
  return fresh
}

// Announcements that became current after their index was fetched (a scheduled Notice started
// or the current one ended), read once per fetched index.
const laterNotices = new WeakMap<WorkspaceSnapshot, Map<string, Promise<NoticeBody | null>>>()

/** The body of the site's current announcement: never a scheduled or expired one. */
function noticeOf(s: State, snapshot: WorkspaceSnapshot, site: SiteModel, settings: DataSettings, now: number) {
  const id = site.noticeId
  if (!id) return null
  if (snapshot.notice?.id === id) return snapshot.notice
  let byId = laterNotices.get(snapshot)
  if (!byId) laterNotices.set(snapshot, (byId = new Map()))
  let notice = byId.get(id)
  const row = snapshot.index.rows.find((r) => r.id === id)
  if (!notice && row) {
    notice = readNotice(s.source, row, snapshot.index.rows, settings, now).catch((error: unknown) => {
      console.error(`[notion] the announcement ${id} could not be read: ${(error as Error).message}`)
      return null
    })
    byId.set(id, notice)
  }
  return notice ?? null
}

/** The site of the default workspace, or of a language's workspace (`NOTION_PAGE_ID=id,en:id2`). */
export async function getSiteData(lang?: string): Promise<SiteData> {
  const base = loadBaseConfig().config
  const s = currentState(base, lang)
  const snapshot = await workspace(s, base)
  const { config, sources } = withWorkspaceConfig(baseConfigSources(), snapshot.notionSettings)
  const now = Date.now()
  const { site } = builtSiteOf(snapshot, siteRules(config), now)
  return {
    config,
    sources,
    site,
    notice: await noticeOf(s, snapshot, site, dataSettings(config), now),
    fetchedAt: snapshot.fetchedAt,
    stale: s.stale,
  }
}

/**
 * Which blog rows a linked view of the blog database inside a body may show, and which columns
 * not. Bodies are read right after the index: the index in memory is used (no refresh).
 */
export async function getBlogRowPrivacy(lang?: string): Promise<BlogRowPrivacy> {
  const base = loadBaseConfig().config
  const s = currentState(base, lang)
  const snapshot = s.lastGood ?? (await workspace(s, base))
  const { config } = withWorkspaceConfig(baseConfigSources(), snapshot.notionSettings)
  const settings = dataSettings(config)
  const now = Date.now()
  // Same rows, rules and instant window as the built site: worked out once, not per article.
  const built = builtSiteOf(snapshot, settings.rules, now)
  built.privacy ??= blogRowPrivacy(snapshot.index.rows, settings, now)
  return built.privacy
}

/** The page source in use, for article bodies (no index refresh). */
export function getPageSource(lang?: string): PageSource {
  return currentState(loadBaseConfig().config, lang).source
}

/** The raw rows (server-only: they hold passwords). */
export async function getWorkspaceInternals(lang?: string) {
  const base = loadBaseConfig().config
  const s = currentState(base, lang)
  const snapshot = await workspace(s, base)
  return { source: s.source, rows: snapshot.index.rows }
}

export interface SiteDataHealth {
  /** Where the data comes from: Notion's API, or recorded files (the demo, a snapshot). */
  source: 'live' | 'files'
  /** When the data being served was fetched; null when there is none yet. */
  fetchedAt: number | null
  /** The last refresh failed or was refused: the last good data is being served. */
  stale: boolean
}

/**
 * What the default site is serving, for health checks: from memory, else from the shared disk
 * copy. Never asks Notion (recorded files are read, which is what serving them means).
 */
export async function siteDataHealth(): Promise<SiteDataHealth> {
  const base = loadBaseConfig().config
  const s = currentState(base)
  if (s.setting.kind !== 'live') {
    const snapshot = s.lastGood ?? (await workspace(s, base).catch(() => undefined))
    return { source: 'files', fetchedAt: snapshot?.fetchedAt ?? null, stale: false }
  }
  if (s.lastGood) return { source: 'live', fetchedAt: s.lastGood.fetchedAt, stale: s.stale }
  const stored = await readStored(s.setting.rootId)
  return { source: 'live', fetchedAt: stored?.snapshot.fetchedAt ?? null, stale: stored?.failedAt !== undefined }
}

/** For tests and benchmarks: forget everything held in memory. */
export function resetSiteDataForTests(): void {
  states.clear()
  reportedProblems.clear()
  resetBaseConfig()
}
