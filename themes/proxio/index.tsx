// The proxio theme: a portfolio or agency site. The home opens on a full-screen welcome cover,
// then a page of sections on alternating black and white bands (hero, features, latest posts,
// careers, testimonials, FAQ, about, brands, call to action, contact), reached by smooth
// in-page scrolling; the blog pages are white with a centred title block and card grids; its
// own archive of tiles and sign-in and sign-up screens. The 404, category and tag indexes and
// search are the kit's defaults inside this frame.
import { defineTheme } from '@/themes/contract'
import { IdentityScreen } from './identity/IdentityScreen'
import { LayoutBase } from './LayoutBase'
import { LayoutArchive } from './layouts/LayoutArchive'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSlug } from './layouts/LayoutSlug'

export default defineTheme({
  name: 'proxio',
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSlug, LayoutArchive, LayoutSignIn: IdentityScreen, LayoutSignUp: IdentityScreen },
  headingInFrame: true,
})
