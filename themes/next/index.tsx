// The next theme, in the manner of Hexo's "NexT" (Gemini): three columns of white boxes on a
// light grey page. The left column holds the near-black brand block, the menu and search, and
// a sticky box with the article's contents and the owner's profile; the right one the
// announcement, latest posts, categories and tags. Phones get a sticky brand bar and a drawer.
// The archive is a timeline; search, the category and tag indexes and the 404 are the kit's
// shared layouts inside the frame's white box.
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'
import { LayoutArchive } from './layouts/LayoutArchive'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSlug } from './layouts/LayoutSlug'

export default defineTheme({
  name: 'next',
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSlug, LayoutArchive },
})
