// The commerce theme: a company or product site. The home is a banner, the hero's heading, the
// page COMMERCE_INDEX_PAGE names and the products grouped by category beside a categories box,
// then the features and the contact form; articles open on a dark banner over a product card;
// the archive is a white panel beside the categories. The 404, search and the category and tag
// indexes are the kit's defaults in a white panel of this frame.
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'
import { LayoutArchive } from './layouts/LayoutArchive'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSlug } from './layouts/LayoutSlug'

export default defineTheme({
  name: 'commerce',
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSlug, LayoutArchive },
  headingInFrame: true,
})
