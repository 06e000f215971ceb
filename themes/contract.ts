// The one typed contract every theme implements. A theme is a folder under themes/<name>/
// whose index.tsx default-exports defineTheme({...}) and whose config.ts exports its settings
// schema. Layouts receive typed page data; site-wide data comes from hooks in components/.
import type { ComponentType, ReactNode } from 'react'
import type { z } from 'zod'
import type { ThemeName } from '@/conf/site'
import type { LayoutDataMap, LayoutName } from '@/lib/routes/types'

export type { LayoutName, LayoutDataMap }

export interface LayoutBaseProps {
  /** Which layout is inside: themes vary the frame (e.g. a right panel only on articles). */
  layout: LayoutName
  children: ReactNode
}

type LayoutComponents = { [L in LayoutName]: ComponentType<LayoutDataMap[L]> }

/** Identity screens are optional: a shared default is used when a theme has none. */
type OptionalLayout = 'LayoutSignIn' | 'LayoutSignUp' | 'LayoutDashboard'

export type ThemeLayouts = Omit<LayoutComponents, OptionalLayout> &
  Partial<Pick<LayoutComponents, OptionalLayout>> & {
    LayoutBase: ComponentType<LayoutBaseProps>
  }

export interface ThemeDefinition {
  name: ThemeName
  layouts: ThemeLayouts
}

export function defineTheme(theme: ThemeDefinition): ThemeDefinition {
  return theme
}

/**
 * A theme's settings (themes/<name>/config.ts exports it as `config`): every key prefixed with
 * the theme's name in upper case (MEDIUM_…), every field with a default and a description,
 * none envOnly, so each can be overridden by the environment and the workspace Config row.
 * The types ask for the defaults; __tests__/themes/contract.test.tsx checks all of it.
 */
export type ThemeConfigSchema = z.ZodObject<Record<string, z.ZodDefault>>
