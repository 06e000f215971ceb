// Builds the extra e2e sites, each into its own dist folder next to the default build:
// "configured" (optional features on, e2e/configured/settings.ts) and "subpath" (the demo under
// SUB_PATH, e2e/subpath/settings.ts). npx tsx scripts/build-e2e-sites.ts [configured|subpath]…
import { spawnSync } from 'node:child_process'
import { CONFIGURED_DIST_DIR, CONFIGURED_SETTINGS } from '../e2e/configured/settings'
import { SUBPATH_DIST_DIR, SUBPATH_SETTINGS } from '../e2e/subpath/settings'

const SITES: Record<string, Record<string, string>> = {
  configured: { ...CONFIGURED_SETTINGS, FOLIO_DIST_DIR: CONFIGURED_DIST_DIR },
  // Built standalone and served from its own folder (node serve.js), as the Docker image runs it.
  subpath: { ...SUBPATH_SETTINGS, FOLIO_DIST_DIR: SUBPATH_DIST_DIR, FOLIO_STANDALONE: '1' },
}

const names = process.argv.slice(2)
for (const name of names.length ? names : Object.keys(SITES)) {
  const settings = SITES[name]
  if (!settings) {
    console.error(`unknown e2e site "${name}": ${Object.keys(SITES).join(', ')}`)
    process.exit(2)
  }
  console.log(`\n=== build (${name} e2e site)`)
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...settings } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
