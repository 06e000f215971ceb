// The site every route reads: fetched once and shared (in memory, and on disk across build
// workers), refreshed after a TTL, and never replaced by a failed or suspiciously empty fetch.
import path from 'node:path'
import { baseConfigSources, loadBaseConfig, resetBaseConfig, withWorkspaceConfig, type ConfigSources, type SiteConfig } from '@/lib/config'
import { liveSource, snapshotSource, type PageSource } from '@/lib/notion/source'
import { buildSite, siteDataProblems, type SiteModel } from '@/lib/site/build-site'
import type { SiteRules } from '@/lib/site/rules'
import { nextScheduleChange } from '@/lib/site/visibility'
import { cacheDir, readJson, writeJsonAtomic } from './disk-cache'
import { fetchWorkspace, type WorkspaceSnapshot } from './fetch-workspace'
import { suspiciousShrink } from './freshness'
import { imageOptions, propertyNames, siteRules, sourceSetting, type SourceSetting } from './settings'

export interface SiteData {
  config: SiteConfig
  /** The layers config was resolved from; themes resolve their own settings from them. */
  sources: ConfigSources
  site: SiteModel
  notice: WorkspaceSnapshot['notice']
  fetchedAt: number
  /** Notion failed (or answered suspiciously) and the last good data is being served. */
  stale: boolean
}

interface State {
  key: string
  source: PageSource
  setting: SourceSetting
  lastGood?: WorkspaceSnapshot
  refreshing?: Promise<WorkspaceSnapshot>
  stale: boolean
}

/** One state per workspace: multi-language sites serve several. */
const states = new Map<string, State>()

function indexFile(rootId: string): string {
  return path.join(cacheDir(), `site-index-${rootId}.json`)
}

function makeSource(setting: SourceSetting, c: SiteConfig): PageSource {
  if (setting.kind !== 'live') return snapshotSource(setting.dir)
  return liveSource({
    apiBaseUrl: c.NOTION_API_BASE_URL,
    authToken: c.NOTION_TOKEN_V2 || undefined,
    activeUser: c.NOTION_ACTIVE_USER || undefined,
    concurrency: c.NOTION_CONCURRENCY,
    retries: c.NOTION_RETRIES,
    retryBaseMs: c.NOTION_RETRY_BASE_MS,
    maxRetryDelayMs: c.NOTION_MAX_RETRY_DELAY_MS,
    timeoutMs: c.NOTION_TIMEOUT_MS,
  })
}

function currentState(base: SiteConfig, lang?: string): State {
  const setting = sourceSetting(base, lang)
  const key = JSON.stringify([setting, base.NOTION_API_BASE_URL])
  let s = states.get(key)
  if (!s) states.set(key, (s = { key, setting, source: makeSource(setting, base), stale: false }))
  return s
}

async function refresh(s: State, base: SiteConfig): Promise<WorkspaceSnapshot> {
  const file = indexFile(s.setting.rootId)
  s.lastGood ??= await readJson<WorkspaceSnapshot>(file)
  try {
    const next = await fetchWorkspace(s.source, s.setting.rootId, propertyNames(base), siteRules(base), imageOptions(base))
    const why = suspiciousShrink(next, s.lastGood)
    if (why && s.lastGood) {
      console.error(`[notion] keeping the last good site data: ${why}`)
      s.stale = true
      return s.lastGood
    }
    s.lastGood = next
    s.stale = false
    if (s.setting.kind === 'live') await writeJsonAtomic(file, next)
    return next
  } catch (error) {
    if (!s.lastGood) throw error
    console.error(`[notion] keeping the last good site data: ${(error as Error).message}`)
    s.stale = true
    return s.lastGood
  }
}

/** Data fetched before this instant is stale whatever its age (on-demand revalidation). */
let expiredAt = 0

/** Makes the next read fetch the workspace again (used before on-demand revalidation). */
export function expireSiteData(): void {
  expiredAt = Date.now()
}

async function workspace(s: State, base: SiteConfig): Promise<WorkspaceSnapshot> {
  const ttlMs = base.NOTION_INDEX_TTL_SECONDS * 1000
  const fresh = (w: WorkspaceSnapshot | undefined) =>
    !!w && w.fetchedAt > expiredAt && Date.now() - w.fetchedAt < ttlMs
  if (fresh(s.lastGood)) return s.lastGood as WorkspaceSnapshot
  if (s.setting.kind === 'live') {
    // Another build worker or process may have fetched it a moment ago.
    const shared = await readJson<WorkspaceSnapshot>(indexFile(s.setting.rootId))
    if (fresh(shared)) return (s.lastGood = shared as WorkspaceSnapshot)
  }
  s.refreshing ??= refresh(s, base).finally(() => {
    s.refreshing = undefined
  })
  return s.refreshing
}

interface BuiltSite {
  rulesKey: string
  site: SiteModel
  /** The next schedule change: the site must be rebuilt from then on. */
  validUntil: number
}

// Per fetched index: the built site (every route of a build or a regeneration shares it).
// Keyed by the snapshot object, so a new fetch starts afresh and the last good data, served
// again and again during an outage, is built once.
const builtSites = new WeakMap<WorkspaceSnapshot, BuiltSite>()
// Data problems already reported by this process: a refetch of unchanged data (every TTL) must
// not repeat them; a new problem is reported when it first appears.
const reportedProblems = new Set<string>()

function siteOf(snapshot: WorkspaceSnapshot, rules: SiteRules, now: number): SiteModel {
  if (!builtSites.has(snapshot)) {
    for (const problem of siteDataProblems(snapshot.index, rules)) {
      if (reportedProblems.has(problem)) continue
      reportedProblems.add(problem)
      console.warn(`[notion] ${problem}`)
    }
  }
  const rulesKey = JSON.stringify(rules)
  const built = builtSites.get(snapshot)
  if (built && built.rulesKey === rulesKey && now < built.validUntil) return built.site
  const site = buildSite(snapshot.index, rules, now)
  builtSites.set(snapshot, { rulesKey, site, validUntil: nextScheduleChange(snapshot.index.rows, rules, now) })
  return site
}

/** The site of the default workspace, or of a language's workspace (`NOTION_PAGE_ID=id,en:id2`). */
export async function getSiteData(lang?: string): Promise<SiteData> {
  const base = loadBaseConfig().config
  const s = currentState(base, lang)
  const snapshot = await workspace(s, base)
  const { config, sources } = withWorkspaceConfig(baseConfigSources(), snapshot.notionSettings)
  return {
    config,
    sources,
    site: siteOf(snapshot, siteRules(config), Date.now()),
    notice: snapshot.notice,
    fetchedAt: snapshot.fetchedAt,
    stale: s.stale,
  }
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

/** For tests and benchmarks: forget everything held in memory. */
export function resetSiteDataForTests(): void {
  states.clear()
  reportedProblems.clear()
  resetBaseConfig()
}
