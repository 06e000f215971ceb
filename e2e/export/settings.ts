// The static export e2e run: `npm run export` into a folder of the test results, served by a
// plain static file server (scripts/static-serve.ts) on its own port.
// E2E_EXPORT_DIR: a folder `npm run export -- --out <dir>` already wrote (a CI step before the
// e2e run, where no other test competes with its build): served as it is, not exported again.
export const EXPORT_READY_DIR = process.env.E2E_EXPORT_DIR
export const EXPORT_OUT_DIR = EXPORT_READY_DIR ?? 'test-results/export-site'
/** The export's build is crawled on this loopback port while it is written. */
export const EXPORT_CRAWL_PORT = 3430
export const EXPORT_STATIC_PORT = Number(process.env.E2E_EXPORT_PORT ?? 3431)
