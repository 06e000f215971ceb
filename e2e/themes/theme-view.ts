// Opening a theme's page at a width, switching dark mode in place, measuring horizontal
// overflow and saving screenshots: what the theme check and the screenshot command share.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { devices, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Response } from '@playwright/test'

export type Mode = 'light' | 'dark'
export const MODES: readonly Mode[] = ['light', 'dark']

export interface Width {
  width: 390 | 1440
  options: BrowserContextOptions
}

export const WIDTHS: readonly Width[] = [
  {
    width: 390,
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent, deviceScaleFactor: 1 },
  },
  { width: 1440, options: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 } },
]

/** Where screenshots go (git-ignored; outside test-results/, which Playwright empties on every run). */
export const SHOTS_DIR = path.join(import.meta.dirname, '..', '..', 'theme-shots')

export interface OpenedPage {
  context: BrowserContext
  page: Page
  response: Response | null
}

/**
 * A new context at the width, light mode chosen the way a visitor's toggle stores it. `stay`
 * keeps a 404 page where it is: its way home (useRedirectHome) stands down when an article is
 * on the page, and a hidden, empty one changes nothing else.
 */
export async function openThemePage(browser: Browser, url: string, width: Width, o: { stay?: boolean; before?: (page: Page) => void } = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ ...width.options, colorScheme: 'light' })
  await context.addInitScript((stay) => {
    localStorage.setItem('darkMode', 'light')
    if (stay) document.addEventListener('DOMContentLoaded', () => document.body.append(Object.assign(document.createElement('article'), { hidden: true })))
  }, Boolean(o.stay))
  const page = await context.newPage()
  o.before?.(page)
  const response = await page.goto(url)
  return { context, page, response }
}

async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
}

/** Dark mode in place, as the site's toggle does it: the `dark` class on <html>. */
export async function showMode(page: Page, mode: Mode): Promise<void> {
  await page.evaluate((dark) => {
    const root = document.documentElement
    root.classList.toggle('dark', dark)
    root.style.colorScheme = dark ? 'dark' : 'light'
  }, mode === 'dark')
  await nextFrames(page)
}

export interface Overflow {
  /** How far the page is wider than the window, in px (≤ 1 is fine). */
  excess: number
  /** The first elements reaching past the right edge, for the failure message. */
  culprits: string[]
}

// No named functions inside evaluate(): tsx (scripts/theme-shots.ts) would wrap them in a
// helper that does not exist in the page.
export async function horizontalOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    // Not innerWidth alone: a mobile browser zooms out to fit a page that is too wide, and
    // innerWidth grows with it; clientWidth stays the layout width (without a scrollbar).
    const width = Math.min(window.innerWidth, document.documentElement.clientWidth)
    const excess = document.documentElement.scrollWidth - width
    const culprits: string[] = []
    if (excess <= 1) return { excess, culprits }
    // The outermost elements past the edge: their parent still fits.
    for (const e of document.body.querySelectorAll('*')) {
      const right = e.getBoundingClientRect().right
      if (right <= width + 1 || (e.parentElement?.getBoundingClientRect().right ?? 0) > width + 1) continue
      const classes = typeof e.className === 'string' ? e.className.trim().split(/\s+/).filter(Boolean).slice(0, 3) : []
      culprits.push(`${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${classes.map((c) => `.${c}`).join('')} (right edge at ${Math.round(right)} px)`)
      if (culprits.length === 5) break
    }
    return { excess, culprits }
  })
}

export function shotPath(theme: string, key: string, mode: Mode, width: number, full = false): string {
  return path.join(SHOTS_DIR, theme, `${key}-${mode}-${width}${full ? '-full' : ''}.png`)
}

/** The viewport-sized screenshot, plus a full-page one when asked. */
export async function saveShots(page: Page, theme: string, key: string, mode: Mode, width: number, full: boolean): Promise<void> {
  mkdirSync(path.join(SHOTS_DIR, theme), { recursive: true })
  await page.screenshot({ path: shotPath(theme, key, mode, width), caret: 'initial' })
  if (full) await page.screenshot({ path: shotPath(theme, key, mode, width, true), fullPage: true, caret: 'initial' })
}
