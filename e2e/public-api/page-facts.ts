// What a visitor reads on a page, source-independent: the compare of e2e/public-api/same-site.ts.
import { JSDOM } from 'jsdom'

export interface PageFacts {
  title: string
  description: string
  /** The site menu's entries, text and address, in order (not the table of contents). */
  menu: string[]
  /** Articles linked from the page, in order (home and list pages: the posts they list). */
  postLinks: string[]
  headings: string[]
  /** The body's paragraphs, as drawn text. */
  paragraphs: string[]
}

const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/**
 * Sidebars are left out: whether a post is full width in Notion (no sidebar then) is a page
 * setting the public API does not give (README: what differs between the sources).
 */
export function pageFacts(html: string): PageFacts {
  const { document } = new JSDOM(html).window
  for (const aside of document.querySelectorAll('aside')) aside.remove()
  const texts = (selector: string) => [...document.querySelectorAll(selector)].map((e) => squeeze(e.textContent)).filter(Boolean)
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/article/"]')].map((a) => a.getAttribute('href') ?? '')
  return {
    title: squeeze(document.title),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    menu: [...document.querySelectorAll<HTMLAnchorElement>('nav a[href]:not([href^="#"])')].map((a) => `${squeeze(a.textContent)} → ${a.getAttribute('href')}`),
    postLinks: [...new Set(links)],
    headings: texts('main h1, main h2, main h3, article h1, article h2, article h3'),
    paragraphs: texts('.notion-text'),
  }
}
