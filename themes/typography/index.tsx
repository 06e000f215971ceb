// The typography theme: text first, on faint grid paper. A narrow right-hand column holds the
// site's name set vertically beside a rule, the menu as underlined links and the credits; the
// list is titles, dates and a few lines; the archive an index with the dates to the right.
// The search, category and tag indexes and the 404 are the shared defaults inside this frame.
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'
import { LayoutArchive } from './layouts/LayoutArchive'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSlug } from './layouts/LayoutSlug'

export default defineTheme({
  name: 'typography',
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSlug, LayoutArchive },
})
