// The `example` theme: a minimal, commented reference for writing your own theme.
//
// A theme is a folder under themes/ with two files the registry looks for:
//   index.tsx  – default-exports defineTheme({ name, layouts }) (this file)
//   config.ts  – exports `config`, the zod schema of the theme's settings
// After adding or renaming a theme folder run `npx tsx scripts/gen-theme-registry.ts`.
//
// `layouts` must provide LayoutBase (the frame around every page) and one component per
// route. Each layout receives only its route's data as props (typed by LayoutDataMap);
// site-wide data (title, menus, categories…) comes from hooks such as useSite().
// Sign-in/sign-up/dashboard layouts are optional: a shared default is used without them.
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'
import { Layout404 } from './layouts/Layout404'
import { LayoutArchive } from './layouts/LayoutArchive'
import { LayoutCategoryIndex } from './layouts/LayoutCategoryIndex'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSearch } from './layouts/LayoutSearch'
import { LayoutSlug } from './layouts/LayoutSlug'
import { LayoutTagIndex } from './layouts/LayoutTagIndex'

export default defineTheme({
  // Must equal the folder name (and be one of THEME_NAMES in conf/site.ts).
  name: 'example',
  layouts: {
    LayoutBase,
    LayoutIndex, // /
    LayoutPostList, // /page/N, /category/X, /tag/X
    LayoutSearch, // /search, /search/KW
    LayoutArchive, // /archive
    LayoutSlug, // articles and pages
    Layout404, // /404
    LayoutCategoryIndex, // /category
    LayoutTagIndex, // /tag
  },
})
