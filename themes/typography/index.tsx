// The typography theme: text first, on faint grid paper. A narrow right-hand column holds the
// site's name set vertically beside a rule, the menu as underlined links and the credits; the
// list is titles, dates and a few lines; the archive, categories and tags are set like a
// book's index. Every layout is built from the kit's shared sections; the identity screens are
// the shared defaults inside this frame.
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
  name: 'typography',
  layouts: {
    LayoutBase,
    LayoutIndex,
    LayoutPostList,
    LayoutSlug,
    LayoutArchive,
    LayoutCategoryIndex,
    LayoutTagIndex,
    LayoutSearch,
    Layout404,
  },
})
