// The medium theme (the default): a Medium-like single column with a right panel. The 404, tag
// index and identity screens are the kit's defaults inside medium's frame. Each layout is its
// own lazily loaded piece (components/theme/lazy-layouts.ts): a page downloads only its own.
import dynamic from 'next/dynamic'
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'

const LayoutIndex = dynamic(() => import('./layouts/LayoutIndex').then((m) => m.LayoutIndex))
const LayoutPostList = dynamic(() => import('./layouts/LayoutPostList').then((m) => m.LayoutPostList))
const LayoutSearch = dynamic(() => import('./layouts/LayoutSearch').then((m) => m.LayoutSearch))
const LayoutArchive = dynamic(() => import('./layouts/LayoutArchive').then((m) => m.LayoutArchive))
const LayoutSlug = dynamic(() => import('./layouts/LayoutSlug').then((m) => m.LayoutSlug))
const LayoutCategoryIndex = dynamic(() => import('./layouts/LayoutCategoryIndex').then((m) => m.LayoutCategoryIndex))

export default defineTheme({
  name: 'medium',
  layouts: {
    LayoutBase,
    LayoutIndex,
    LayoutPostList,
    LayoutSearch,
    LayoutArchive,
    LayoutSlug,
    LayoutCategoryIndex,
  },
})
