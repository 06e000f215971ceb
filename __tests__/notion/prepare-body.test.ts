// The site's settings applied to a body: spoiler text marked on the server, image and code
// settings carried to the renderer, configured Prism themes scoped per mode.
import { describe, expect, it } from 'vitest'
import { trimBody } from '@/lib/notion/body'
import { DEFAULT_BODY_SETTINGS, SPOILER_HREF } from '@/lib/notion/body-extras'
import { b, code, paragraph } from '@/lib/notion/builder'
import { scopeCss } from '@/lib/notion/code-theme'
import { applyBodySettings, type BodyPreparation } from '@/lib/notion/prepare-body'
import { getBlock } from '@/lib/notion/records'
import { markSpoilerText } from '@/lib/notion/spoilers'
import { tourBlog } from './body-fixture'

const spoiler = ['a', SPOILER_HREF]

describe('spoiler text', () => {
  it('marks the words between a pair of tags and drops the tags', () => {
    expect(markSpoilerText([['The end: [sp]they were twins[sp].']], '[sp]')).toEqual([
      ['The end: '],
      ['they were twins', [spoiler]],
      ['.'],
    ])
  })

  it('follows a pair across styled runs and keeps their styles', () => {
    expect(markSpoilerText([['a [sp]b '], ['bold', [['b']]], [' c[sp] d']], '[sp]')).toEqual([
      ['a '],
      ['b ', [spoiler]],
      ['bold', [['b'], spoiler]],
      [' c', [spoiler]],
      [' d'],
    ])
  })

  it('leaves an unpaired tag as written, and tags inside inline code alone', () => {
    expect(markSpoilerText([['[sp]x[sp] and [sp]y']], '[sp]')).toEqual([['x', [spoiler]], [' and '], ['[sp]y']])
    expect(markSpoilerText([['[sp]x[sp]', [['c']]]], '[sp]')).toBeUndefined()
  })

  it('does nothing when the tag is empty (the setting is off) or absent', () => {
    expect(markSpoilerText([['[sp]x[sp]']], '')).toBeUndefined()
    expect(markSpoilerText([['plain']], '[sp]')).toBeUndefined()
  })
})

const prep = (over: Partial<BodyPreparation> = {}): BodyPreparation => ({
  settings: DEFAULT_BODY_SETTINGS,
  codeThemes: { light: 'prism', dark: 'prism-tomorrow' },
  spoilerTag: '',
  ...over,
})

describe('applyBodySettings', () => {
  const fx = tourBlog([paragraph(['Ending: [sp]', b('twist'), '[sp]']), paragraph([code('[sp]raw[sp]')])])
  const body = trimBody(fx.page(), fx.ids.tour, fx.visible)

  it('marks spoilers in the served body only when SPOILER_TEXT_TAG is set, without touching the original', () => {
    const before = JSON.stringify(body)
    const on = applyBodySettings(body, prep({ spoilerTag: '[sp]' }))
    const text = JSON.stringify(on.block)
    expect(text).toContain(`["twist",[["b"],["a","${SPOILER_HREF}"]]]`)
    expect(text).not.toContain('Ending: [sp]')
    expect(text).toContain('[sp]raw[sp]')
    expect(JSON.stringify(body)).toBe(before)
    expect(JSON.stringify(applyBodySettings(body, prep()).block)).toContain('Ending: [sp]')
  })

  it('carries the image and code settings for the renderer', () => {
    const settings = { ...DEFAULT_BODY_SETTINGS, code: { ...DEFAULT_BODY_SETTINGS.code, lineNumbers: true } }
    expect(applyBodySettings(body, prep({ settings })).folio?.settings).toEqual(settings)
  })

  it('swaps in the configured Prism themes, scoped to light and dark', () => {
    const themed = applyBodySettings(body, prep({ codeThemes: { light: 'prism-coy', dark: 'prism-okaidia' } }))
    expect(themed.folio?.codeCss).not.toBe(body.folio?.codeCss)
    expect(themed.folio?.codeCss).toContain('html.dark .folio-code')
    expect(themed.folio?.codeCss).toContain('#272822') // okaidia's background
    expect(applyBodySettings(body, prep()).folio?.codeCss).toBe(body.folio?.codeCss)
    expect(getBlock(themed, fx.ids.tour)).toBeDefined()
  })
})

describe('scopeCss', () => {
  it('prefixes every selector, inside at-rules too, and drops comments', () => {
    const css = '/* c */ code, pre > x { color: red; }\n@media print { .token { color: blue } }'
    expect(scopeCss(css, '.s')).toBe('.s code,.s pre > x{color: red;}@media print{.s .token{color: blue}}')
  })
})
