// The medium theme (the default): a Medium-like single column with a right panel. The 404, tag
// index and identity screens are the kit's defaults inside medium's frame.
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'
import { LayoutArchive } from './layouts/LayoutArchive'
import { LayoutCategoryIndex } from './layouts/LayoutCategoryIndex'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSearch } from './layouts/LayoutSearch'
import { LayoutSlug } from './layouts/LayoutSlug'

export default defineTheme({
  name: 'medium',
  layouts: {
    LayoutBase,
    LayoutIndex,
    LayoutPostList,
    LayoutSearch,
    LayoutArchive,
    LayoutSlug,
    LayoutCategoryIndex,
  },
})
