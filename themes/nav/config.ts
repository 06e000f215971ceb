// The nav theme's settings: the shared fragments under the NAV_ prefix (no covers, no home hero:
// the theme is a directory of link cards), plus its own.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...sharedSettings('NAV', { postList: { cover: false }, home: { widgets: false } }),
  NAV_HOME_NOTICE: z
    .boolean()
    .default(true)
    .describe("Show the site's announcement (the Notice page) above the directory on the home page"),
  NAV_MENU_ICONS: z.boolean().default(true).describe("Draw each menu link's icon before its name in the left menu"),
  NAV_MENU_CATEGORIES: z
    .boolean()
    .default(true)
    .describe('Show the categories in the left menu, each jumping to its group of cards on the home page'),
  NAV_CATEGORY_COUNTS: z.boolean().default(true).describe('Show how many posts each category holds in the left menu'),
})

export type NavConfig = z.infer<typeof config>
