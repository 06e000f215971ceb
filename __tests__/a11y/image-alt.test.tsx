// Every body image has an alt text: Notion's alt text, else its caption, else empty (decoration),
// never react-notion-x's "notion image" (components/notion/BodyImage.tsx altOf).
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { NotionBody } from '@/components/notion/NotionBody'
import { preloadNotionBody } from '@/components/notion/preload'
import { SiteProvider } from '@/components/site/SiteContext'
import { image } from '@/lib/notion/builder'
import { I18nProvider } from '@/lib/i18n/react'
import { bodyRecordMap } from '../components/kit-a/record-map-fixture'
import { fixtureContext } from '../fixtures/site-context'

async function altsOf(...blocks: ReturnType<typeof image>[]): Promise<string[]> {
  await preloadNotionBody()
  const html = renderToString(
    <SiteProvider value={fixtureContext()}>
      <I18nProvider locale="en-US">
        <NotionBody recordMap={bodyRecordMap(blocks)} />
      </I18nProvider>
    </SiteProvider>,
  )
  return [...html.matchAll(/<img [^>]*?alt="([^"]*)"/g)].map((m) => m[1] ?? '')
}

describe('body image alt texts', () => {
  it('come from the caption, else the alt text, else are empty', async () => {
    const alts = await altsOf(
      image('https://example.org/fox.png', { width: 600, height: 400, caption: 'A red fox' }),
      image('https://example.org/owl.png', { width: 600, height: 400, alt: 'An owl at night' }),
      image('https://example.org/line.png', { width: 600, height: 400 }),
    )
    expect(alts).toContain('A red fox')
    expect(alts).toContain('An owl at night')
    expect(alts).toContain('')
    expect(alts).not.toContain('notion image')
  })
})
