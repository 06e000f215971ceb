// @vitest-environment node
// What the page components lead the browser to download: no settings validation library
// (settings are resolved and checked on the server) and no server-only module.
import { describe, expect, it } from 'vitest'
import { reachableFrom } from '../fixtures/import-graph'

const BROWSER_ENTRIES = ['pages/_app.tsx', 'components/theme/ThemedPage.tsx', 'components/notfound/NotFoundPage.tsx', 'themes/roots.generated.tsx']

describe('browser code', () => {
  const reached = reachableFrom(BROWSER_ENTRIES)

  it('follows the pages into every theme and the shared components', () => {
    expect(reached.has('themes/medium/index.tsx')).toBe(true)
    expect(reached.has('themes/example/index.tsx')).toBe(true)
    expect(reached.has('lib/routes/base-path.ts')).toBe(true)
  })

  it('never reaches zod, the settings schemas or the theme registry of schemas', () => {
    expect(reached.has('pkg:zod')).toBe(false)
    expect([...reached].filter((f) => f.startsWith('conf/'))).toEqual([])
    expect(reached.has('themes/registry.generated.ts')).toBe(false)
  })

  it('keeps every language apart: pages bundle no table of all dictionaries (the 404 page alone does)', () => {
    const pages = reachableFrom(BROWSER_ENTRIES.filter((f) => !f.includes('notfound')))
    expect(pages.has('lib/i18n/locales/index.ts')).toBe(false)
    expect(pages.has('components/site/LocaleTexts.tsx')).toBe(true)
  })

  it('never reaches Notion packages or Node-only modules', () => {
    const banned = [...reached].filter((f) => /^pkg:(notion-client|node:|fs$|path$)/.test(f))
    expect(banned).toEqual([])
  })
})
