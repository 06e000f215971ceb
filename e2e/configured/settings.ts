// The second e2e build, "configured": the demo workspace with features that are off by
// default switched on, served next to the default build (playwright.config.ts). Specs under
// e2e/configured/ run against it. scripts/build-e2e-configured.ts builds it with exactly these
// settings, and the server runs with them too (pages regenerated at run time read them).
//
// Third-party scripts point at ASSETS, a host that does not exist: specs answer it with
// page.route(), so nothing leaves the machine. Add a feature's settings here, one line each.
export const CONFIGURED_PORT = Number(process.env.E2E_CONFIGURED_PORT ?? 3101)
export const CONFIGURED_DIST_DIR = process.env.E2E_CONFIGURED_DIST_DIR ?? '.next-configured'
export const ASSETS = 'http://assets.folio.test'

export const CONFIGURED_SETTINGS: Record<string, string> = {
  // Post lists load more on scroll instead of numbered pages.
  POST_LIST_STYLE: 'scroll',
  // Comments through Utterances (script answered by e2e/configured/comments.spec.ts).
  COMMENT_UTTERANCES_REPO: 'folio-e2e/comments',
  COMMENT_UTTERANCES_SCRIPT_URL: `${ASSETS}/utterances/client.js`,
  // The notice bar's quote service.
  HOME_QUOTE_API_URL: `${ASSETS}/quote`,
}
