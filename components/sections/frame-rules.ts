// What a frame decides from the page, written once for every theme.
import type { FramePage } from '@/themes/contract'

/** Sidebars and side panels give way to a full-width article. */
export const showsSidebar = (page: FramePage): boolean => !page.article?.fullWidth

/** The contents a phone can open: any heading at all. */
export const mobileTocOf = (page: FramePage) => page.article?.toc ?? []

/** Home-like pages, where a theme may show its big banner. */
export const isHome = (page: FramePage): boolean => page.layout === 'LayoutIndex'
