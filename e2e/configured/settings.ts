// The second e2e build, "configured": the demo workspace with features that are off by
// default switched on, served next to the default build (playwright.config.ts). Specs under
// e2e/configured/ run against it. scripts/build-e2e-sites.ts builds it with exactly these
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
  // The archive in pages of at most 8 posts (e2e/configured/archive.spec.ts).
  ARCHIVE_PAGE_SIZE: '8',
  // Comments through Utterances (script answered by e2e/configured/comments.spec.ts).
  COMMENT_UTTERANCES_REPO: 'folio-e2e/comments',
  COMMENT_UTTERANCES_SCRIPT_URL: `${ASSETS}/utterances/client.js`,
  // The notice bar's quote service.
  HOME_QUOTE_API_URL: `${ASSETS}/quote`,
  // The "this post may be out of date" notice (e2e/configured/article-settings.spec.ts).
  ARTICLE_EXPIRATION_ENABLED: 'true',
  // Article text cannot be selected or copied (e2e/configured/article-settings.spec.ts).
  CAN_COPY: 'false',
  // Plugins (stand-ins answered by e2e/configured/plugins.spec.ts): fireworks, the live2d pet,
  // the visitor counter and the music player (autoplay off: no track download on every page).
  FIREWORKS_ENABLED: 'true',
  LIVE2D_ENABLED: 'true',
  LIVE2D_MODEL_URL: `${ASSETS}/live2d/model.json`,
  LIVE2D_SCRIPT_URL: `${ASSETS}/live2d/live2d.js`,
  ANALYTICS_BUSUANZI_ENABLED: 'true',
  ANALYTICS_BUSUANZI_URL: `${ASSETS}/busuanzi`,
  // Folio's own counter (e2e/configured/readership.spec.ts): its figures are the ones shown,
  // busuanzi still counts. Its SQLite file is under the server's cache folder.
  ANALYTICS_FOLIO_ENABLED: 'true',
  MUSIC_PLAYER_ENABLED: 'true',
  MUSIC_PLAYER_AUTOPLAY: 'false',
  MUSIC_PLAYER_TRACKS: JSON.stringify([{ name: 'Stand-in', artist: 'Folio', url: `${ASSETS}/music/1.wav`, cover: `${ASSETS}/music/1.png` }]),
  // A language site: the demo again under /ja (Japanese UI), and the browser-language redirect
  // (e2e/configured/languages.spec.ts). ja, not en: the test browser asks for en-US.
  NOTION_PAGE_ID: 'f01105a1e0b14c0f8a2d5e6b7c8d9e0f,ja:f01105a1e0b14c0f8a2d5e6b7c8d9e0f',
  NOTION_SNAPSHOT_DIR: 'demo/workspace',
  REDIRECT_LANG: 'true',
  // Home and chrome extras (e2e/configured/home.spec.ts): medium's welcome cover and footer
  // waves, the contact address (About tab), and the right-click menu switched off.
  MEDIUM_HOME_LOADING_COVER: 'true',
  MEDIUM_FOOTER_WAVE: 'true',
  CONTACT_EMAIL: 'owner@folio.test',
  RIGHT_CLICK_MENU_ENABLED: 'false',
}
