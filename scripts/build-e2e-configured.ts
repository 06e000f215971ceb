// Builds the "configured" e2e site (e2e/configured/settings.ts) into its own dist folder, so
// it sits next to the default build: npx tsx scripts/build-e2e-configured.ts
import { spawnSync } from 'node:child_process'
import { CONFIGURED_DIST_DIR, CONFIGURED_SETTINGS } from '../e2e/configured/settings'

const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...CONFIGURED_SETTINGS, FOLIO_DIST_DIR: CONFIGURED_DIST_DIR },
})
process.exit(result.status ?? 1)
