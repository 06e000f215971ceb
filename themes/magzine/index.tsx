// The magzine theme: a magazine front page (lead story, call to action, recommended strip,
// banners by category, latest grid), articles under a centred banner with a full-width cover
// and a sticky contents column, an archive of month grids, its own sign-in and sign-up panels.
// The 404, category and tag indexes and search are the kit's defaults inside this frame.
import { defineTheme } from '@/themes/contract'
import { IdentityScreen } from './identity/IdentityScreen'
import { LayoutBase } from './LayoutBase'
import { LayoutArchive } from './layouts/LayoutArchive'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSlug } from './layouts/LayoutSlug'

export default defineTheme({
  name: 'magzine',
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSlug, LayoutArchive, LayoutSignIn: IdentityScreen, LayoutSignUp: IdentityScreen },
  headingInFrame: true,
})
