// Without JavaScript every body image shows through its <noscript> copy, so the waiting <img>
// must be hidden: the rule in the body's <noscript> has to beat styles/notion.css, which makes
// `.folio-image` a block. jsdom has no cascade, so the selectors' specificity is compared here.
import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { NotionBody } from '@/components/notion/NotionBody'
import { NOSCRIPT_IMAGE_CSS } from '@/components/notion/NotionBodyRenderer'
import { preloadNotionBody } from '@/components/notion/preload'
import { SiteProvider } from '@/components/site/SiteContext'
import { image } from '@/lib/notion/builder'
import { I18nProvider } from '@/lib/i18n/react'
import { bodyRecordMap } from '../components/kit-a/record-map-fixture'
import { fixtureContext } from '../fixtures/site-context'

/** [ids, classes/attributes/pseudo-classes, elements] of a simple selector list entry. */
function specificity(selector: string): [number, number, number] {
  const ids = selector.match(/#[\w-]+/g)?.length ?? 0
  const classes = selector.match(/\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+/g)?.length ?? 0
  const elements = selector.replace(/[.#:[][^\s>+~]*/g, ' ').match(/[a-z][\w-]*/gi)?.length ?? 0
  return [ids, classes, elements]
}

const beats = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!

/** The notion.css rules that set `display` on a body image. */
function imageDisplayRules(): { selector: string; important: boolean }[] {
  const css = readFileSync('styles/notion.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
  const rules: { selector: string; important: boolean }[] = []
  for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const display = /(^|;)\s*display\s*:[^;]*?(!important)?\s*(;|$)/.exec(body)
    if (!display) continue
    for (const selector of selectors.split(',').map((s) => s.trim())) {
      if (/\.folio-image(?![\w-])/.test(selector)) rules.push({ selector, important: Boolean(display[2]) })
    }
  }
  return rules
}

describe('body images without JavaScript', () => {
  it('hide the waiting copy with a rule that wins over notion.css', () => {
    const [, selector = '', declarations = ''] = /^([^{]+)\{([^}]*)\}$/.exec(NOSCRIPT_IMAGE_CSS) ?? []
    expect(declarations).toMatch(/display:\s*none/)
    expect(selector).toContain('.folio-image-waiting')
    const rules = imageDisplayRules()
    expect(rules.map((r) => r.selector)).toContain('.folio-notion .folio-image')
    for (const rule of rules) {
      expect(rule.important, rule.selector).toBe(false)
      expect(beats(specificity(selector), specificity(rule.selector)), rule.selector).toBeGreaterThan(0)
    }
  })

  it('put that rule in the body’s <noscript>, next to each image’s <noscript> copy', async () => {
    await preloadNotionBody()
    const html = renderToString(
      <SiteProvider value={fixtureContext()}>
        <I18nProvider locale="en-US">
          <NotionBody recordMap={bodyRecordMap([image('https://example.org/a.png', { width: 600, height: 400 })])} />
        </I18nProvider>
      </SiteProvider>,
    )
    expect(html).toContain(`<noscript><style>${NOSCRIPT_IMAGE_CSS}</style></noscript>`)
    expect(html).toMatch(/<img[^>]*class="folio-image folio-image-waiting/)
    expect(html).toMatch(/<noscript><img src="https:\/\/example\.org\/a\.png/)
  })
})
