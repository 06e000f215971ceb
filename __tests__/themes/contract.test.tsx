// Every built theme through every layout of the contract, with real props from the demo
// workspace built by the route layer: it must render, carry its #theme-<name> root, and show
// the page's key content.
import { cleanup, render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '@/components/site/SiteContext'
import { themeRoot, type ThemeRootProps } from '@/components/theme/theme-root'
import type { ThemeName } from '@/conf/site'
import { I18nProvider } from '@/lib/i18n/react'
import type { ThemeDefinition } from '@/themes/contract'
import { BUILT_THEMES } from '@/themes/registry.generated'
import {
  buildPageFixtures,
  type PageFixture,
  type PageFixtures,
} from '@/__tests__/fixtures/page-props'
import { resetRouter } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

type Case = keyof PageFixtures
/** What each page must show, read from its own props. */
const expectations: Record<Case, (props: PageFixture['props']) => string[]> = {
  LayoutIndex: (p) => [dataOf<'LayoutIndex'>(p).posts[0]!.title],
  LayoutPostList: (p) => [dataOf<'LayoutPostList'>(p).posts[0]!.title],
  LayoutSearch: (p) => [dataOf<'LayoutSearch'>(p).posts[0]!.title],
  LayoutSearchEmpty: (p) => dataOf<'LayoutSearch'>(p).categories.map((c) => c.name),
  LayoutArchive: (p) => [dataOf<'LayoutArchive'>(p).groups[0]!.posts[0]!.title],
  LayoutSlug: (p) => [dataOf<'LayoutSlug'>(p).post.title],
  Layout404: () => ['404'],
  LayoutCategoryIndex: (p) => dataOf<'LayoutCategoryIndex'>(p).categories.map((c) => c.name),
  LayoutTagIndex: (p) =>
    dataOf<'LayoutTagIndex'>(p)
      .tags.slice(0, 5)
      .map((t) => t.name),
}

function dataOf<L extends keyof import('@/lib/routes/types').LayoutDataMap>(
  props: PageFixture['props'],
) {
  return props.data as import('@/lib/routes/types').LayoutDataMap[L]
}

// React's complaints that mean broken markup (and a hydration mismatch in the browser).
const MARKUP_ERRORS =
  /cannot be a descendant|cannot contain a nested|unique "key"|Invalid DOM property|is unrecognized in this browser|Received `(true|false)` for a non-boolean/

function renderPage(Root: ComponentType<ThemeRootProps>, { props, path }: PageFixture) {
  resetRouter(path)
  const { data, ...context } = props
  return render(
    <SiteProvider value={context}>
      <I18nProvider locale={props.variant.locale}>
        <Root layout={props.layout} data={data} />
      </I18nProvider>
    </SiteProvider>,
  )
}

afterEach(() => cleanup())

it('at least one theme is built', () => {
  expect(BUILT_THEMES.length).toBeGreaterThan(0)
})

describe.each([...BUILT_THEMES] as ThemeName[])('theme "%s"', (name) => {
  let theme: ThemeDefinition
  let Root: ComponentType<ThemeRootProps>
  let pages: PageFixtures

  beforeAll(async () => {
    theme = ((await import(`../../themes/${name}/index.tsx`)) as { default: ThemeDefinition })
      .default
    Root = themeRoot(theme)
    pages = await buildPageFixtures(name)
  })

  it('is named after its folder and provides every layout', () => {
    expect(theme.name).toBe(name)
    for (const layout of [
      'LayoutBase',
      ...Object.keys(expectations).filter((c) => c !== 'LayoutSearchEmpty'),
    ]) {
      expect(typeof theme.layouts[layout as keyof ThemeDefinition['layouts']], layout).toBe(
        'function',
      )
    }
  })

  it.each(Object.keys(expectations) as Case[])('renders %s', (page) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const fixture = pages[page]
      const { container } = renderPage(Root, fixture)
      const root = container.querySelector(`#theme-${name}`)
      expect(root, `#theme-${name}`).not.toBeNull()
      const text = root!.textContent ?? ''
      for (const expected of expectations[page](fixture.props))
        expect(text, page).toContain(expected)
      if (page === 'LayoutArchive') {
        const month = dataOf<'LayoutArchive'>(fixture.props).groups[0]!.month
        expect(
          container.querySelector(`[id="${month}"]`),
          `archive heading #${month}`,
        ).not.toBeNull()
      }
      const markup = errors.mock.calls
        .map((call) => call.map(String).join(' '))
        .filter((m) => MARKUP_ERRORS.test(m))
      expect(markup, 'React markup errors').toEqual([])
    } finally {
      errors.mockRestore()
    }
  })
})
