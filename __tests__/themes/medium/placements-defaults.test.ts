// @vitest-environment node
// Medium's home defaults differ from the spec on purpose (see the README's spec notes): a new
// workspace has no 'space' category, so the home lists every post and opens without the
// welcome cover. Owners get the spec's home with MEDIUM_HOME_CATEGORY=space and
// MEDIUM_HOME_LOADING_COVER=true.
import { config } from '@/themes/medium/config'

describe('medium home defaults', () => {
  it('list every post on the home, without the welcome cover, with the widgets', () => {
    const defaults = config.parse({})
    expect(defaults.MEDIUM_HOME_CATEGORY).toBe('')
    expect(defaults.MEDIUM_HOME_LOADING_COVER).toBe(false)
    expect(defaults.MEDIUM_HOME_WIDGETS).toBe(true)
  })

  it("take the spec's home when asked", () => {
    const spec = config.parse({ MEDIUM_HOME_CATEGORY: 'space', MEDIUM_HOME_LOADING_COVER: true })
    expect(spec.MEDIUM_HOME_CATEGORY).toBe('space')
    expect(spec.MEDIUM_HOME_LOADING_COVER).toBe(true)
  })
})
