// The scale project's workspace (written once under the OS temp folder) and build:
//   npx tsx e2e/scale/prepare.ts
// One build at a time on a shared machine: check `pgrep -fa "next build"` first.
import { spawnSync } from 'node:child_process'
import { cachedSyntheticWorkspace } from '../../bench/synthetic-cache'
import { SCALE_DIST_DIR, SCALE_POSTS, SCALE_ROOT_ID, SCALE_SETTINGS, SCALE_WORKSPACE_DIR } from './settings'

const rootId = await cachedSyntheticWorkspace(SCALE_WORKSPACE_DIR, { posts: SCALE_POSTS })
if (rootId !== SCALE_ROOT_ID) throw new Error(`e2e/scale/settings.ts names ${SCALE_ROOT_ID}, the workspace's root is ${rootId}`)
console.log(`[scale] ${SCALE_POSTS} posts in ${SCALE_WORKSPACE_DIR}; building into ${SCALE_DIST_DIR}`)
const env = { ...process.env, ...SCALE_SETTINGS, FOLIO_DIST_DIR: SCALE_DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' }
const build = spawnSync('npx', ['next', 'build', '--webpack'], { stdio: 'inherit', env })
process.exit(build.status ?? 1)
