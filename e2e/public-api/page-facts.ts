// What a visitor reads on a page, source-independent: the compare of e2e/public-api/same-site.ts.
import { JSDOM } from 'jsdom'

export interface PageFacts {
  title: string
  description: string
  /** The site menu's entries, text and address, in order. */
  menu: string[]
  /** Articles linked from the page, in order (home and list pages: the posts they list). */
  postLinks: string[]
  headings: string[]
  /** The body's paragraphs, as drawn text. */
  paragraphs: string[]
}

const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

export function pageFacts(html: string): PageFacts {
  const { document } = new JSDOM(html).window
  const texts = (selector: string) => [...document.querySelectorAll(selector)].map((e) => squeeze(e.textContent)).filter(Boolean)
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/article/"]')].map((a) => a.getAttribute('href') ?? '')
  return {
    title: squeeze(document.title),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    menu: [...document.querySelectorAll<HTMLAnchorElement>('nav a[href]')].map((a) => `${squeeze(a.textContent)} → ${a.getAttribute('href')}`),
    postLinks: [...new Set(links)],
    headings: texts('main h1, main h2, main h3, article h1, article h2, article h3'),
    paragraphs: texts('.notion-text'),
  }
}
