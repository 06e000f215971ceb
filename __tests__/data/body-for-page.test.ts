// @vitest-environment node
// How a body is prepared for a page from the site config.
import { describe, expect, it } from 'vitest'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { bodyPreparation } from '@/lib/data/body-for-page'

const prep = (env: Record<string, string>) => bodyPreparation(resolveSiteConfig({ env }).config)

describe('bodyPreparation', () => {
  it('marks spoilers with SPOILER_TEXT_TAG', () => {
    expect(prep({ SPOILER_TEXT_TAG: '[sp]' }).spoilerTag).toBe('[sp]')
  })

  it('turns spoiler text off with DISABLE_PLUGIN (it is one of the small assets)', () => {
    expect(prep({ SPOILER_TEXT_TAG: '[sp]', DISABLE_PLUGIN: 'true' }).spoilerTag).toBe('')
  })
})
