// The matery theme, in the manner of Hexo's "Matery": Material design with a full-screen cover
// on the home page, coloured bands carrying each page's heading, white cards with covers that
// rise in as a list opens, round floating buttons and the contents in a drawer (and a side card on wide
// screens). Search and 404 are the kit's shared layouts inside the frame's white card.
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'
import { LayoutArchive } from './layouts/LayoutArchive'
import { LayoutCategoryIndex } from './layouts/LayoutCategoryIndex'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSlug } from './layouts/LayoutSlug'
import { LayoutTagIndex } from './layouts/LayoutTagIndex'

export default defineTheme({
  name: 'matery',
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSlug, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex },
  headingInFrame: true,
})
