// The starter theme: a SaaS starter site. The home is a page of sections under a blue hero (the
// header transparent over it); the blog pages share its header, heading band, cards and dark
// footer; sign-in and sign-up in its own card. Lite mode (?lite=true) drops the frame and the art.
// The 404, search, archive and the category and tag indexes are the kit's defaults in this frame.
import { defineTheme } from '@/themes/contract'
import { IdentityScreen } from './identity/IdentityScreen'
import { LayoutBase } from './LayoutBase'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSlug } from './layouts/LayoutSlug'

export default defineTheme({
  name: 'starter',
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSlug, LayoutSignIn: IdentityScreen, LayoutSignUp: IdentityScreen },
  headingInFrame: true,
})
