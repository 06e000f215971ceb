// The heo theme: a busy, colourful blog. Layouts it leaves out (404, identity screens)
// are the kit's shared defaults, inside this theme's frame.
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'
import { LayoutArchive } from './layouts/LayoutArchive'
import { LayoutCategoryIndex } from './layouts/LayoutCategoryIndex'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSearch } from './layouts/LayoutSearch'
import { LayoutSlug } from './layouts/LayoutSlug'
import { LayoutTagIndex } from './layouts/LayoutTagIndex'

export default defineTheme({
  name: 'heo',
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSlug, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex, LayoutSearch },
})
