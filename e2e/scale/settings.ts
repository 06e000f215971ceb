// The opt-in "scale" e2e build (issue 37): a synthetic workspace of 10,000 posts, read from its
// snapshot files, built into its own folder and served on its own port. Not part of the usual
// run (the build takes minutes):
//   npx tsx e2e/scale/prepare.ts                                   (once: workspace and build)
//   E2E_SERVERS=scale npx playwright test --project=scale
import { tmpdir } from 'node:os'
import path from 'node:path'

export const SCALE_POSTS = 10_000
export const SCALE_PORT = Number(process.env.E2E_SCALE_PORT ?? 3470)
export const SCALE_DIST_DIR = process.env.E2E_SCALE_DIST_DIR ?? '.next-e2e-scale'
/** Written once and kept (bench/synthetic-cache.ts): the build and every run read it. */
export const SCALE_WORKSPACE_DIR = path.join(tmpdir(), `folio-e2e-scale-${SCALE_POSTS}`)
/** bench/synthetic.ts's blog page for its default seed (prepare.ts checks it). */
export const SCALE_ROOT_ID = '579ce7666bc847788988cad7f17eda24'

export const SCALE_SETTINGS: Record<string, string> = {
  NOTION_PAGE_ID: SCALE_ROOT_ID,
  NOTION_SNAPSHOT_DIR: SCALE_WORKSPACE_DIR,
  FOLIO_CACHE_DIR: `${SCALE_WORKSPACE_DIR}-cache`,
}
