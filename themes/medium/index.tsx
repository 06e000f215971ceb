// The medium theme (the default): a Medium-like single column with a right panel.
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'
import { Layout404 } from './layouts/Layout404'
import { LayoutIdentity } from './layouts/LayoutIdentity'
import { LayoutArchive } from './layouts/LayoutArchive'
import { LayoutCategoryIndex } from './layouts/LayoutCategoryIndex'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSearch } from './layouts/LayoutSearch'
import { LayoutSlug } from './layouts/LayoutSlug'
import { LayoutTagIndex } from './layouts/LayoutTagIndex'

export default defineTheme({
  name: 'medium',
  layouts: {
    LayoutBase,
    LayoutIndex,
    LayoutPostList,
    LayoutSearch,
    LayoutArchive,
    LayoutSlug,
    Layout404,
    LayoutSignIn: LayoutIdentity,
    LayoutSignUp: LayoutIdentity,
    LayoutDashboard: LayoutIdentity,
    LayoutCategoryIndex,
    LayoutTagIndex,
  },
})
