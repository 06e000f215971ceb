// The gitbook theme: a documentation site. Layouts it leaves out (404, category and tag
// indexes, search, dashboard) are the kit's shared defaults, inside this theme's frame.
import { defineTheme } from '@/themes/contract'
import { IdentityScreen } from './identity/IdentityScreen'
import { LayoutBase } from './LayoutBase'
import { LayoutArchive } from './layouts/LayoutArchive'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSlug } from './layouts/LayoutSlug'

export default defineTheme({
  name: 'gitbook',
  layouts: {
    LayoutBase,
    LayoutIndex,
    LayoutPostList,
    LayoutSlug,
    LayoutArchive,
    LayoutSignIn: IdentityScreen,
    LayoutSignUp: IdentityScreen,
  },
})
