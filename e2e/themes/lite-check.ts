// Lite mode (?lite=true) in the per-theme check, folded into a page view it already makes: the
// Notion page ('page') is opened in lite mode, so every theme shows it without its chrome.
import { expect, type Page } from '../test'

/** The THEME_PAGES key the theme check opens with `&lite=true`. */
export const LITE_KEY = 'page'

export async function expectLite(page: Page, theme: string, at: string): Promise<void> {
  const seen = await page.evaluate((name) => {
    const root = document.getElementById(`theme-${name}`)
    const outside = (selector: string) =>
      [...document.querySelectorAll(selector)].filter((el) => !el.closest('main, [data-article-header]')).map((el) => el.tagName.toLowerCase())
    const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')].map((a) => a.getAttribute('href') ?? '')
    return {
      lite: root?.getAttribute('data-lite') ?? null,
      chrome: outside('header, footer, nav, aside, [role="banner"], [role="contentinfo"]'),
      buttons: outside('button').length,
      skipLink: document.querySelectorAll('a[href="#main"]').length,
      linksWithoutLite: links.filter((href) => !href.includes('lite=true')),
    }
  }, theme)
  expect(seen.lite, `${at}: the root says lite`).toBe('true')
  expect(seen.chrome, `${at}: no header, footer, nav or sidebar outside <main>`).toEqual([])
  expect(seen.buttons, `${at}: no floating or menu buttons`).toBe(0)
  expect(seen.skipLink, `${at}: no skip link (nothing to skip)`).toBe(0)
  expect(seen.linksWithoutLite, `${at}: internal links keep lite=true`).toEqual([])
}
