// The one typed contract every theme implements. A theme is a folder under themes/<name>/
// whose index.tsx default-exports defineTheme({...}) and whose config.ts exports its settings
// schema. Layouts receive typed page data; site-wide data comes from hooks in components/.
// Themes import from here, from components/ and from their own folder, nothing else.
import type { ComponentType, ReactNode } from 'react'
import type { z } from 'zod'
import type { ThemeName } from '@/lib/theme/theme-names'
import type { BodyMedia, LayoutDataMap, LayoutName, ListedPost, Pagination, PostIndexEntry, PostLink } from '@/lib/routes/types'
import type { ArchiveGroup, CategoryItem, PostDetail, PostSummary, TagItem, TocEntry } from '@/lib/site/types'

export type { BodyMedia, LayoutName, LayoutDataMap, ListedPost, Pagination, PostIndexEntry, PostLink }
export type { ArchiveGroup, CategoryItem, PostDetail, PostSummary, TagItem, TocEntry }

/** The article on screen, as the frame needs it (its TOC and stats as unlocked, when they are). */
export interface FrameArticle {
  post: PostDetail
  toc: TocEntry[]
  fullWidth: boolean
}

/** What the frame knows about the page inside it, so a theme's frame lives in LayoutBase once. */
export interface FramePage {
  layout: LayoutName
  /** The document title (the spec's page-title rules). */
  title: string
  /**
   * The page's own heading, for a banner: the article's title, 'Category:name' / 'Tags:name',
   * 'Results for "…"', Archive, Categories, Tags; null on the home page and the 404.
   */
  heading: string | null
  /** The article of LayoutSlug; null on every other page. */
  article: FrameArticle | null
}

export interface LayoutBaseProps {
  /** Which layout is inside (the same as page.layout). */
  layout: LayoutName
  page: FramePage
  children: ReactNode
}

type LayoutComponents = { [L in LayoutName]: ComponentType<LayoutDataMap[L]> }

/**
 * Layouts with a shared default (components/theme/default-layouts): a theme provides them only
 * to restyle them. The identity screens are optional too.
 */
export type OptionalLayout =
  | 'Layout404'
  | 'LayoutCategoryIndex'
  | 'LayoutTagIndex'
  | 'LayoutSearch'
  | 'LayoutArchive'
  | 'LayoutSignIn'
  | 'LayoutSignUp'
  | 'LayoutDashboard'

export type ThemeLayouts = Omit<LayoutComponents, OptionalLayout> &
  Partial<Pick<LayoutComponents, OptionalLayout>> & {
    LayoutBase: ComponentType<LayoutBaseProps>
  }

export interface ThemeDefinition {
  name: ThemeName
  layouts: ThemeLayouts
  /**
   * The frame shows FramePage.heading in a banner: the shared sections then leave out their own
   * page titles and the article's title (the article's meta line stays).
   */
  headingInFrame?: boolean
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
