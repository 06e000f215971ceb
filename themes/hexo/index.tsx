// The hexo theme, in the manner of Hexo's "Butterfly": a full-screen home banner with typed
// greetings, white cards on a light grey page, a right column of cards, an article cover band
// and floating buttons. The 404, search, archive, category and tag pages are the kit's shared
// layouts inside this frame's white card.
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSlug } from './layouts/LayoutSlug'

export default defineTheme({
  name: 'hexo',
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSlug },
})
