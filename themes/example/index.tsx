// The `example` theme: a minimal, commented reference for writing your own theme.
//
// A theme is a folder under themes/ with two files the registry looks for:
//   index.tsx  – default-exports defineTheme({ name, layouts }) (this file)
//   config.ts  – exports `config`, the zod schema of the theme's settings
// `npm run theme:new <name>` scaffolds one; after adding or renaming a theme folder by hand run
// `npx tsx scripts/gen-theme-registry.ts`.
//
// `layouts` must provide LayoutBase (the frame around every page) and the home, list and
// article layouts. Each layout receives only its route's data as props (typed by
// LayoutDataMap); site-wide data (title, menus, categories…) comes from hooks such as
// useSite(). The search, archive, category and tag indexes, 404 and identity screens are left
// out here: the kit's shared defaults render them inside this theme's frame.
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSlug } from './layouts/LayoutSlug'

export default defineTheme({
  // Must equal the folder name (and be one of THEME_NAMES in lib/theme/theme-names.ts).
  name: 'example',
  layouts: {
    LayoutBase,
    LayoutIndex, // /
    LayoutPostList, // /page/N, /category/X, /tag/X
    LayoutSlug, // articles and pages
  },
  // The grey band at the top of every page shows the page's heading (FramePage.heading), so
  // the shared sections leave their own page titles out.
  headingInFrame: true,
})
