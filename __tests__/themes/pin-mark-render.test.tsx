// Every theme draws the pin mark on the cards of pinned posts (TOP_TAG=Travel on the demo
// workspace, through the real route layer): one mark per pinned post on a paged list, in the
// page's language, none on the others; and the home shows it where it lists those posts.
import { cleanup, render } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '@/components/site/SiteContext'
import { loadThemeLayouts, themeRoot } from '@/components/theme/theme-root'
import type { ThemeName } from '@/conf/site'
import { I18nProvider } from '@/lib/i18n/react'
import { DICTIONARIES } from '@/lib/i18n/locales'
import { homeProps, withListPreviews } from '@/lib/routes/lists'
import type { LayoutName, ThemePageProps } from '@/lib/routes/types'
import type { ThemeDefinition } from '@/themes/contract'
import { BUILT_THEMES } from '@/themes/registry.generated'
import { themeRouteContext } from '@/__tests__/fixtures/page-props'
import { resetRouter } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const saved = process.env.TOP_TAG
process.env.TOP_TAG = 'Travel'
afterAll(() => {
  if (saved === undefined) delete process.env.TOP_TAG
  else process.env.TOP_TAG = saved
})
afterEach(() => cleanup())

/** Homes that do not list the home's posts as cards: nav's is its directory of every post. */
const HOME_WITHOUT_CARDS: readonly ThemeName[] = ['nav']

describe.each([...BUILT_THEMES] as ThemeName[])('theme "%s"', (name) => {
  let home: ThemePageProps<'LayoutIndex'>
  let draw: (layout: LayoutName, data: unknown) => HTMLElement

  beforeAll(async () => {
    const theme = await loadThemeLayouts(((await import(`../../themes/${name}/index.tsx`)) as { default: ThemeDefinition }).default)
    const Root = themeRoot(theme)
    const ctx = await themeRouteContext(name)
    const result = await withListPreviews(ctx, homeProps(ctx, 1))
    if (!('props' in result)) throw new Error('no home page')
    home = result.props as ThemePageProps<'LayoutIndex'>
    draw = (layout, data) => {
      resetRouter('/')
      const { data: _home, ...context } = home
      return render(
        <SiteProvider value={{ ...context, layout }}>
          <I18nProvider locale={home.variant.locale}>
            <Root layout={layout} data={data as ThemePageProps['data']} />
          </I18nProvider>
        </SiteProvider>,
      ).container
    }
  })

  it('marks each pinned post once on a paged list, in the page’s language', () => {
    const pinned = home.data.posts.filter((p) => p.pinned)
    expect(pinned.length).toBe(3)
    const { posts, pagination } = home.data
    const container = draw('LayoutPostList', { posts, pagination, filter: null })
    const marks = container.querySelectorAll('[data-pin-mark]')
    expect(marks).toHaveLength(pinned.length)
    for (const mark of marks) expect(mark.textContent).toBe(DICTIONARIES[home.variant.locale].post.pinned)
  })

  it.skipIf(HOME_WITHOUT_CARDS.includes(name))('marks the pinned posts its home shows', () => {
    const container = draw('LayoutIndex', home.data)
    expect(container.querySelectorAll('[data-pin-mark]').length).toBeGreaterThan(0)
  })
})
