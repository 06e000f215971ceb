// The simple theme: a clean, classic blog. A centred header (avatar, title, bio, socials), a
// ruled nav strip, one column of posts beside a thin-ruled sidebar, a grey footer band. The
// search, archive, category, tag and 404 pages are the shared defaults inside this frame.
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSlug } from './layouts/LayoutSlug'

export default defineTheme({
  name: 'simple',
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSlug },
})
