// The medium theme's settings. Each can be overridden by the environment or the workspace
// Config row; components read the resolved values with useMediumConfig().
import { z } from 'zod'

export const config = z.object({
  MEDIUM_POST_LIST_COVER: z.boolean().default(true).describe('Show cover images on post cards'),
  MEDIUM_POST_LIST_PREVIEW: z
    .boolean()
    .default(true)
    .describe('Show the summary (or, without one, the first lines of the body) under each post card title'),
  MEDIUM_POST_LIST_CATEGORY: z.boolean().default(true).describe('Show the category on post cards'),
  MEDIUM_POST_LIST_TAG: z.boolean().default(true).describe('Show tag chips on post cards'),
  MEDIUM_POST_DETAIL_CATEGORY: z
    .boolean()
    .default(true)
    .describe('Show the category on the article page'),
  MEDIUM_POST_DETAIL_TAG: z.boolean().default(true).describe('Show tag chips on the article page'),
  MEDIUM_MENU_CATEGORY: z
    .boolean()
    .default(true)
    .describe('Built-in menu (no Menu rows): show the Categories entry'),
  MEDIUM_MENU_TAG: z
    .boolean()
    .default(true)
    .describe('Built-in menu (no Menu rows): show the Tags entry'),
  MEDIUM_MENU_ARCHIVE: z
    .boolean()
    .default(true)
    .describe('Built-in menu (no Menu rows): show the Archive entry'),
  MEDIUM_MENU_SEARCH: z
    .boolean()
    .default(true)
    .describe('Built-in menu (no Menu rows): show the Search entry'),
  MEDIUM_WIDGET_TO_TOP: z.boolean().default(true).describe('Show the back-to-top button'),
  MEDIUM_HOME_WIDGETS: z
    .boolean()
    .default(true)
    .describe('Show the notice bar and the hero (random post, shortcuts, recommended posts) on the first home page'),
  MEDIUM_RIGHT_PANEL_DARK: z
    .boolean()
    .default(false)
    .describe('Give the right panel a dark background, also in light mode'),
  MEDIUM_HOME_CATEGORY: z
    .string()
    .default('')
    .describe('Home lists only posts of this category (empty: all posts)'),
  MEDIUM_HOME_LOADING_COVER: z
    .boolean()
    .default(false)
    .describe('Open the home page behind a full-screen welcome cover that fades away on click'),
  MEDIUM_FOOTER_WAVE: z
    .boolean()
    .default(false)
    .describe('Draw waves above the footer (hidden on screens under 800 px wide)'),
})

export type MediumConfig = z.infer<typeof config>
