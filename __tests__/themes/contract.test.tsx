// Every built theme through every layout of the contract, with real props from the demo
// workspace built by the route layer: it must render, carry its #theme-<name> root, and show
// the page's key content.
import { act, cleanup, render, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '@/components/site/SiteContext'
import { layoutOf, loadThemeLayouts, themeRoot, type ThemeRootProps } from '@/components/theme/theme-root'
import type { ThemeName } from '@/conf/site'
import { I18nProvider } from '@/lib/i18n/react'
import type { ThemeDefinition } from '@/themes/contract'
import { BUILT_THEMES, themeConfigs } from '@/themes/registry.generated'
import { resolveSettings } from '@/lib/config/resolve-settings'
import { flagsOf } from '@/lib/config/setting-flags'
import { z } from 'zod'
import {
  buildPageFixtures,
  type PageFixture,
  type PageFixtures,
} from '@/__tests__/fixtures/page-props'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'
import { IdentitySlotProvider } from '@/components/auth/IdentitySlot'
import type { AuthScreen } from '@/lib/auth/paths'
import { DICTIONARIES } from '@/lib/i18n/locales'
import type { LayoutName } from '@/lib/routes/types'
import { chromeOutsideMain, firstFocusable, silentMenuButtons, unnamedButtons } from '@/__tests__/fixtures/frame-rules'

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
    theme = await loadThemeLayouts(
      ((await import(`../../themes/${name}/index.tsx`)) as { default: ThemeDefinition }).default,
    )
    Root = themeRoot(theme)
    pages = await buildPageFixtures(name)
  })

  it('is named after its folder, provides the frame and the required layouts, and has every layout', () => {
    expect(theme.name).toBe(name)
    for (const layout of ['LayoutBase', 'LayoutIndex', 'LayoutPostList', 'LayoutSlug'] as const) {
      expect(theme.layouts[layout], layout).toBeTruthy()
    }
    // The others are its own or the kit's shared defaults.
    for (const layout of Object.keys(expectations).filter((c) => c !== 'LayoutSearchEmpty')) {
      expect(layoutOf(theme, layout as LayoutName), layout).toBeTruthy()
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

describe.each([...BUILT_THEMES] as ThemeName[])('theme "%s": shared rules', (name) => {
  let Root: ComponentType<ThemeRootProps>
  let pages: PageFixtures

  beforeAll(async () => {
    const theme = await loadThemeLayouts(((await import(`../../themes/${name}/index.tsx`)) as { default: ThemeDefinition }).default)
    Root = themeRoot(theme)
    pages = await buildPageFixtures(name)
  })

  it('the 404 page goes home after NOT_FOUND_REDIRECT_SECONDS (3 s), not the missing-article wait', () => {
    vi.useFakeTimers()
    const replace = vi.spyOn(routerStub, 'replace')
    try {
      const fixture = pages.Layout404
      expect(fixture.props.chrome).toMatchObject({ homeRedirectSeconds: 3, notFoundRedirectSeconds: 8 })
      renderPage(Root, fixture)
      act(() => vi.advanceTimersByTime(2900))
      expect(replace).not.toHaveBeenCalled()
      act(() => vi.advanceTimersByTime(200))
      expect(replace).toHaveBeenCalledWith('/?theme=' + name)
    } finally {
      replace.mockRestore()
      vi.useRealTimers()
    }
  })

  it('the archive shows the kit pager when it has more pages, and none when it has one', () => {
    const fixture = pages.LayoutArchive
    const archive = dataOf<'LayoutArchive'>(fixture.props)
    const label = DICTIONARIES[fixture.props.variant.locale].list.pagination
    const { container } = renderPage(Root, fixture)
    expect(within(container).queryByRole('navigation', { name: label }), 'one page').toBeNull()
    cleanup()
    const paged = { ...archive, pagination: { page: 2, totalPages: 3, basePath: '/archive' } }
    renderPage(Root, { props: { ...fixture.props, data: paged }, path: '/archive/page/2' })
    const pager = screen.getByRole('navigation', { name: label })
    const hrefs = within(pager).getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(hrefs).toContain(`/archive?theme=${name}`)
    expect(hrefs).toContain(`/archive/page/3?theme=${name}`)
  })

  it('the footer links the RSS feed when RSS is on, and not when it is off', () => {
    const fixture = pages.LayoutArchive
    const label = DICTIONARIES[fixture.props.variant.locale].nav.rss
    for (const rss of [true, false]) {
      renderPage(Root, { ...fixture, props: { ...fixture.props, chrome: { ...fixture.props.chrome, rss } } })
      const link = within(screen.getByRole('contentinfo')).queryByRole('link', { name: label })
      if (rss) expect(link?.getAttribute('href')).toBe('/rss/feed.xml')
      else expect(link).toBeNull()
      cleanup()
    }
  })

  const identity: [LayoutName, AuthScreen, 'signIn' | 'signUp' | 'dashboard'][] = [
    ['LayoutSignIn', 'sign-in', 'signIn'],
    ['LayoutSignUp', 'sign-up', 'signUp'],
    ['LayoutDashboard', 'dashboard', 'dashboard'],
  ]
  it.each(identity)('renders the identity screen %s (its own layout or the shared default)', (layout, screenName, heading) => {
    const { props, path } = pages.Layout404
    resetRouter(path)
    const { data: _none, ...context } = props
    const { container } = render(
      <SiteProvider value={{ ...context, layout }}>
        <I18nProvider locale={props.variant.locale}>
          <IdentitySlotProvider value={{ screen: screenName, widget: <p>identity widget</p> }}>
            <Root layout={layout} data={{}} />
          </IdentitySlotProvider>
        </I18nProvider>
      </SiteProvider>,
    )
    const root = container.querySelector(`#theme-${name}`)
    expect(root, `#theme-${name}`).not.toBeNull()
    expect(root!.textContent).toContain('identity widget')
    expect(root!.textContent).toContain(DICTIONARIES[props.variant.locale].auth[heading])
  })

  // The frame's rules (the kit's frame parts), so a new theme cannot miss them.
  const framed: Case[] = ['LayoutIndex', 'LayoutSlug', 'LayoutArchive', 'Layout404']

  it.each(framed)('%s: the first Tab reaches a skip link to the main content', (page) => {
    const { container } = renderPage(Root, pages[page])
    const first = firstFocusable(container.querySelector(`#theme-${name}`)!)
    expect(first?.outerHTML.slice(0, 160)).toMatch(/^<a [^>]*href="#main"/)
    expect(document.getElementById('main'), '#main').not.toBeNull()
  })

  it.each(framed)('%s: every button has a name, and the phone menu button says whether it is open', (page) => {
    const fixture = pages[page]
    renderPage(Root, fixture)
    expect(unnamedButtons(document), 'buttons without a name').toEqual([])
    const openMenu = DICTIONARIES[fixture.props.variant.locale].nav.openMenu
    expect(silentMenuButtons(document, openMenu), 'menu buttons without aria-expanded / aria-controls').toEqual([])
  })

  it.each(['LayoutIndex', 'LayoutSlug'] as Case[])('%s in lite mode (?lite=true) is the content alone', (page) => {
    const { props, path } = pages[page]
    const { container } = renderPage(Root, { path, props: { ...props, variant: { ...props.variant, lite: true } } })
    const root = container.querySelector(`#theme-${name}`)!
    expect(root.getAttribute('data-lite')).toBe('true')
    expect(root.querySelector('main'), '<main>').not.toBeNull()
    expect(root.querySelector('a[href="#main"]'), 'no skip link: nothing to skip').toBeNull()
    expect(chromeOutsideMain(root), 'chrome outside <main>').toEqual([])
  })
})

/** One-item lists of each shape a list setting may take (texts, buttons, the site sections' items). */
const LIST_SAMPLES: unknown[][] = [
  ['contract-item'],
  [{ label: 'Contract', href: '/contract' }],
  [{ title: 'Contract' }],
  [{ name: 'Contract', price: '1' }],
  [{ quote: 'Contract', name: 'Contract' }],
  [{ question: 'Contract?', answer: 'Yes' }],
  [{ name: 'Contract' }],
]

/** A valid value of `field` other than its default, written as an environment variable would be. */
function otherValue(field: z.core.$ZodType, fallback: unknown): { value: unknown; text: string } {
  const candidates: unknown[] =
    typeof fallback === 'boolean'
      ? [!fallback]
      : typeof fallback === 'number'
        ? [fallback + 1, fallback - 1]
        : typeof fallback === 'string'
          ? ['contract-value', 'https://contract.test/x', '#123456']
          : Array.isArray(fallback)
            ? [[], [...fallback].reverse(), ...LIST_SAMPLES]
            : []
  for (const value of candidates) {
    const parsed = z.safeParse(field, value)
    if (parsed.success && JSON.stringify(parsed.data) !== JSON.stringify(fallback)) {
      return { value: parsed.data, text: typeof value === 'string' ? value : JSON.stringify(value) }
    }
  }
  throw new Error(`no test value for a setting whose default is ${JSON.stringify(fallback)}`)
}

describe.each([...BUILT_THEMES] as ThemeName[])('settings of theme "%s"', (name) => {
  const schema = themeConfigs[name]!
  const prefix = `${name.toUpperCase()}_`
  const entries = Object.entries(schema.shape) as [string, z.core.$ZodType][]

  it('has settings, each prefixed with the theme name, with a default and a description', () => {
    expect(entries.length).toBeGreaterThan(0)
    for (const [key, field] of entries) {
      expect(key.startsWith(prefix), `${key} starts with ${prefix}`).toBe(true)
      expect(key, key).toMatch(/^[A-Z0-9_]+$/)
      expect(z.safeParse(field, undefined).success, `${key} has a default`).toBe(true)
      expect(z.globalRegistry.get(field)?.description?.trim(), `${key} has a description`).toBeTruthy()
      expect(flagsOf(field).envOnly, `${key} can be set from the Config row`).toBeFalsy()
    }
  })

  it.each(entries.map(([key]) => key))('%s is overridable by the environment and by the Config row', (key) => {
    const field = schema.shape[key] as z.core.$ZodType
    const fallback = z.parse(field, undefined)
    expect(resolveSettings(schema, {}).values[key]).toEqual(fallback)
    const { value, text } = otherValue(field, fallback)
    const fromEnv = resolveSettings(schema, { env: { [key]: text } })
    expect(fromEnv.problems).toEqual([])
    expect(fromEnv.values[key]).toEqual(value)
    // The default written as the environment would hold it: a text as itself, anything else as JSON.
    const defaultText = typeof fallback === 'string' ? fallback : JSON.stringify(fallback)
    const fromRow = resolveSettings(schema, { env: { [key]: defaultText }, notion: { [key]: text } })
    expect(fromRow.problems).toEqual([])
    expect(fromRow.values[key]).toEqual(value)
  })
})
