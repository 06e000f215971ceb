// Turns a theme definition into the one component a page renders: the theme's frame around
// the layout for this route, inside the shared providers.
import type { ComponentType } from 'react'
import type { ThemeDefinition } from '@/themes/contract'
import type { LayoutDataMap, LayoutName } from '@/lib/routes/types'
import { DefaultIdentityLayout } from './DefaultIdentityLayout'

export interface ThemeRootProps {
  layout: LayoutName
  data: LayoutDataMap[LayoutName]
}

export function themeRoot(theme: ThemeDefinition): ComponentType<ThemeRootProps> {
  function ThemeRoot({ layout, data }: ThemeRootProps) {
    const { LayoutBase } = theme.layouts
    // The contract types each layout by name; here the name is only known at run time.
    const Layout = (theme.layouts[layout] ?? DefaultIdentityLayout) as ComponentType<typeof data>
    return (
      <LayoutBase layout={layout}>
        <Layout {...data} />
      </LayoutBase>
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
