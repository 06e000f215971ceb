// npm run snapshot — records the workspaces named by NOTION_PAGE_ID (the default one and every
// language's, through the live path, so NOTION_API_BASE_URL applies) into NOTION_SNAPSHOT_DIR
// (default ./snapshot).
import { constants } from 'node:os'
import { loadBaseConfig, parseNotionPageIds } from '@/lib/config'
import { abandonSnapshot, recordSnapshot } from '@/lib/data/record-snapshot'
import { imageOptions, propertyNames, siteRules } from '@/lib/data/settings'
import { liveSource } from '@/lib/notion/source'

/** Whatever ends the process (signal, crash, exit) removes the half-written snapshot. */
function cleanUpOnExit(outDir: string) {
  process.on('exit', () => abandonSnapshot(outDir))
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\nSnapshot interrupted (${signal}), nothing was written`)
      process.exit(128 + constants.signals[signal]) // the exit handler cleans up
    })
  }
}

async function main() {
  // Outside Next: read .env / .env.local as the site will.
  const { loadEnvConfig } = await import('@next/env')
  loadEnvConfig(process.cwd())
  const { config: c } = loadBaseConfig()
  const raw = String(c.NOTION_PAGE_ID ?? '').trim()
  if (!raw) {
    console.error('Set NOTION_PAGE_ID to the workspace to record (the demo is bundled already).')
    process.exit(2)
  }
  const outDir = String(c.NOTION_SNAPSHOT_DIR || 'snapshot')
  cleanUpOnExit(outDir)
  const source = liveSource({
    apiBaseUrl: c.NOTION_API_BASE_URL,
    authToken: c.NOTION_TOKEN_V2 || undefined,
    activeUser: c.NOTION_ACTIVE_USER || undefined,
    concurrency: c.NOTION_CONCURRENCY,
    retries: c.NOTION_RETRIES,
    retryBaseMs: c.NOTION_RETRY_BASE_MS,
    maxRetryDelayMs: c.NOTION_MAX_RETRY_DELAY_MS,
    timeoutMs: c.NOTION_TIMEOUT_MS,
  })
  const started = Date.now()
  const tty = process.stdout.isTTY
  const ids = parseNotionPageIds(raw)
  const summary = await recordSnapshot({
    source,
    rootIds: [ids.defaultId, ...Object.values(ids.byLang)],
    outDir,
    names: propertyNames(c),
    rules: siteRules(c),
    images: imageOptions(c),
    concurrency: c.NOTION_CONCURRENCY,
    onProgress: (done, total) => {
      if (tty) process.stdout.write(`\rRecording pages: ${done}/${total}`)
      else if (done === total) console.log(`Recorded ${done}/${total} pages`)
    },
  })
  if (tty) process.stdout.write('\n')
  const calls = Object.entries(summary.calls).map(([k, v]) => `${k} ${v}`).join(', ')
  console.log(
    `Snapshot written to ${summary.outDir}: ${summary.pages} pages, ${(summary.bytes / 1024).toFixed(0)} KiB, ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s (Notion calls: ${calls || 'none'})`,
  )
  console.log(`Serve it with NOTION_PAGE_ID=${raw} NOTION_SNAPSHOT_DIR=${outDir}`)
}

main().catch((error: unknown) => {
  console.error(`\nSnapshot failed, nothing was written: ${(error as Error).message}`)
  process.exit(1)
})
