// The third e2e build, "subpath": the demo served under SUB_PATH=/blog (Next's basePath), next
// to the default and configured builds (playwright.config.ts). Specs under e2e/subpath/ check
// that every link, asset, redirect and browser request stays under the base path.
export const SUBPATH_PORT = Number(process.env.E2E_SUBPATH_PORT ?? 3102)
export const SUBPATH_DIST_DIR = process.env.E2E_SUBPATH_DIST_DIR ?? '.next-subpath'
export const SUB_PATH = '/blog'

export const SUBPATH_SETTINGS: Record<string, string> = { SUB_PATH }
