// The nobelium theme: very minimal. One narrow centred column; a top bar with the site's icon
// and name on the left and text links, random post, feed, search and a moon on the right;
// posts as title and date on one line over a grey excerpt, no pictures; the article in the
// same column with its contents light in the right margin. Its own archive, search and 404
// (with a drawing); the category and tag indexes are the kit's defaults inside this frame.
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'
import { Layout404 } from './layouts/Layout404'
import { LayoutArchive } from './layouts/LayoutArchive'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSearch } from './layouts/LayoutSearch'
import { LayoutSlug } from './layouts/LayoutSlug'

export default defineTheme({
  name: 'nobelium',
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSlug, LayoutArchive, LayoutSearch, Layout404 },
})
