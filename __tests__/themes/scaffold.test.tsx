// `npm run theme:new <name>` must give a theme that passes the contract at once: every layout
// renders (its own or the shared default) inside its #theme-<name> root, with its settings'
// defaults, and it imports only what a theme may.
import { cleanup, render } from '@testing-library/react'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '@/components/site/SiteContext'
import { themeRoot, type ThemeRootProps } from '@/components/theme/theme-root'
import { I18nProvider } from '@/lib/i18n/react'
import type { ThemeConfigSchema, ThemeDefinition } from '@/themes/contract'
import { buildPageFixtures, type PageFixtures } from '@/__tests__/fixtures/page-props'
import { resetRouter } from '@/__tests__/fixtures/router'
import { disallowedImports } from '@/__tests__/fixtures/theme-imports'
import { scaffoldFiles } from '@/scripts/new-theme'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const NAME = 'typography'
const DIR = path.join(process.cwd(), '__tests__', '.scaffold', NAME)
const files = scaffoldFiles(NAME)

let Root: ComponentType<ThemeRootProps>
let pages: PageFixtures
let themeConfig: Record<string, unknown>

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true })
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(DIR, file)), { recursive: true })
    writeFileSync(path.join(DIR, file), text)
  }
  const theme = ((await import(/* @vite-ignore */ path.join(DIR, 'index.tsx'))) as { default: ThemeDefinition }).default
  const { config } = (await import(/* @vite-ignore */ path.join(DIR, 'config.ts'))) as { config: ThemeConfigSchema }
  themeConfig = config.parse({})
  Root = themeRoot(theme)
  pages = await buildPageFixtures('medium')
})

afterAll(() => rmSync(path.join(process.cwd(), '__tests__', '.scaffold'), { recursive: true, force: true }))

describe('the theme scaffold', () => {
  it('keys every setting with the theme prefix and imports only what a theme may', () => {
    expect(Object.keys(themeConfig).every((k) => k.startsWith('TYPOGRAPHY_'))).toBe(true)
    expect(themeConfig.TYPOGRAPHY_POST_LIST_COVER).toBe(true)
    for (const [file, text] of Object.entries(files)) {
      expect(disallowedImports(path.join(process.cwd(), 'themes', NAME, file), text), file).toEqual([])
    }
  })

  it.each(['LayoutIndex', 'LayoutPostList', 'LayoutSearch', 'LayoutArchive', 'LayoutSlug', 'Layout404', 'LayoutCategoryIndex', 'LayoutTagIndex'] as const)(
    'renders %s in its root',
    (layout) => {
      const { props, path: visible } = pages[layout]
      resetRouter(visible)
      const { data, ...context } = props
      const { container } = render(
        <SiteProvider value={{ ...context, variant: { ...context.variant, theme: NAME }, themeConfig }}>
          <I18nProvider locale={props.variant.locale}>
            <Root layout={props.layout} data={data} />
          </I18nProvider>
        </SiteProvider>,
      )
      expect(container.querySelector(`#theme-${NAME}`)).not.toBeNull()
      expect(container.textContent?.length).toBeGreaterThan(20)
      cleanup()
    },
  )
})
