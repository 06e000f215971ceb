// The heo theme's settings: the shared fragments under the HEO_ prefix, plus its own.
import { z } from 'zod'
import { sharedSettings, textListSetting } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...sharedSettings('HEO'),
  HEO_HOME_POST_TWO_COLS: z
    .boolean()
    .default(false)
    .describe('Lay the post cards out two to a row on wide screens (cover on top) instead of one wide card per row (cover at the side)'),
  HEO_HOME_SWIPER: z
    .boolean()
    .default(true)
    .describe("Under the home hero's 'today' card, show the recommended posts as a sliding carousel (the carousel's script loads on the home page only)"),
  HEO_CATEGORY_BAR: z
    .boolean()
    .default(true)
    .describe('Show the horizontal bar of categories above the post lists and the archive'),
  HEO_INFO_CARD_GREETINGS: textListSetting(
    [],
    'Greetings on the sidebar’s info card; a click shows the next one (a list, or one text with commas between greetings), shown as written; empty: greetings in the visitor’s language',
  ),
  HEO_INFO_CARD_URL: z
    .string()
    .default('/about')
    .describe("Where the info card's 'learn more' button leads (empty: no button)"),
})

export type HeoConfig = z.infer<typeof config>
