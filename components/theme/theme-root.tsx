// Turns a theme definition into the one component a page renders: the theme's frame around
// the layout for this route. The frame is told what page it holds (FramePage), the article's
// TOC as unlocked included, so a theme writes its frame once, in LayoutBase. Layouts a theme
// leaves out are the shared defaults.
import { useMemo, type ComponentType } from 'react'
import type { FramePage, ThemeDefinition } from '@/themes/contract'
import type { LayoutDataMap, LayoutName } from '@/lib/routes/types'
import { useUnlockedArticle, withUnlocked } from '@/components/lock/unlocked-store'
import { usePageContext } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import { FrameHeadingProvider } from '@/components/sections/frame-heading'
import { pageHeading } from './page-heading'
import { DEFAULT_LAYOUTS, DefaultIdentityLayout } from './default-layout-map'
import { loadLayouts, useLayoutsWhenIdle } from './lazy-layouts'

export interface ThemeRootProps {
  layout: LayoutName
  data: LayoutDataMap[LayoutName]
}

/** The layout component that renders `layout` in this theme: its own, else the shared default. */
export function layoutOf(theme: ThemeDefinition, layout: LayoutName): ComponentType<never> {
  return (theme.layouts[layout] ?? DEFAULT_LAYOUTS[layout] ?? DefaultIdentityLayout) as ComponentType<never>
}

/** The article on screen: the article's, or the page a theme's home shows (`indexPage`). */
function servedArticle(layout: LayoutName, data: ThemeRootProps['data']) {
  if (layout === 'LayoutSlug') return (data as LayoutDataMap['LayoutSlug']).post
  if (layout === 'LayoutIndex') return (data as LayoutDataMap['LayoutIndex']).indexPage?.post ?? null
  return null
}

/** What the frame needs to know about the page; on articles, with the TOC after an unlock. */
export function useFramePage(layout: LayoutName, data: ThemeRootProps['data']): FramePage {
  const { title } = usePageContext()
  const i18n = useT()
  const served = servedArticle(layout, data)
  const unlocked = useUnlockedArticle(served?.id ?? '')
  return useMemo(() => {
    const heading = pageHeading(layout, data, i18n)
    if (!served) return { layout, title, heading, article: null }
    const post = withUnlocked(served, unlocked)
    return { layout, title, heading, article: { post, toc: post.toc, fullWidth: post.fullWidth } }
  }, [layout, title, data, i18n, served, unlocked])
}

/** Every layout a page of the theme may render: its own, then the shared ones. */
function allLayouts(theme: ThemeDefinition): ComponentType<never>[] {
  return [...new Set([...Object.values(theme.layouts), ...Object.values(DEFAULT_LAYOUTS)])] as ComponentType<never>[]
}

/** The shared layouts loaded (tests render them synchronously). */
export async function loadDefaultLayouts(): Promise<void> {
  await loadLayouts(Object.values(DEFAULT_LAYOUTS))
}

/** Every layout of the theme loaded, the lazily loaded ones included (lazy-layouts.ts). */
export async function loadThemeLayouts(theme: ThemeDefinition): Promise<ThemeDefinition> {
  await loadLayouts(allLayouts(theme))
  return theme
}

/** On the server, a theme is ready once its lazily loaded layouts are. */
export async function themeReady(theme: ThemeDefinition): Promise<ThemeDefinition> {
  return typeof window === 'undefined' ? loadThemeLayouts(theme) : theme
}

export function themeRoot(theme: ThemeDefinition): ComponentType<ThemeRootProps> {
  const layouts = allLayouts(theme)
  function ThemeRoot({ layout, data }: ThemeRootProps) {
    const { LayoutBase } = theme.layouts
    useLayoutsWhenIdle(layouts)
    const page = useFramePage(layout, data)
    // The contract types each layout by name; here the name is only known at run time.
    const Layout = layoutOf(theme, layout) as ComponentType<typeof data>
    return (
      <FrameHeadingProvider value={theme.headingInFrame ?? false}>
        <LayoutBase layout={layout} page={page}>
          <Layout {...data} />
        </LayoutBase>
      </FrameHeadingProvider>
    )
  }
  ThemeRoot.displayName = `Theme(${theme.name})`
  return ThemeRoot
}

/** A theme chunk that fails to load is logged and replaced by the default theme. */
export function themeLoadFailed<T>(name: string, error: unknown, fallback: () => Promise<T>): Promise<T> {
  console.error(`[theme] failed to load theme "${name}", using the default theme instead`, error)
  return fallback()
}
