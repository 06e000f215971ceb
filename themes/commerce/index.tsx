// The commerce theme. Layouts it leaves out (404, category and tag indexes, search, archive,
// identity screens) are the kit's shared defaults, inside this theme's frame.
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSlug } from './layouts/LayoutSlug'

export default defineTheme({
  name: 'commerce',
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSlug },
})
