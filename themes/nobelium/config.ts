// The nobelium theme's settings: the shared fragments under the NOBELIUM_ prefix (no covers,
// category or tags on the list rows, no home hero: the theme is a plain column of text), plus
// its own. Components read the resolved values with useNobeliumConfig().
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...sharedSettings('NOBELIUM', { postList: { cover: false, category: false, tag: false }, home: { widgets: false } }),
  NOBELIUM_NAV_NOTION_ICON: z
    .boolean()
    .default(true)
    .describe("Show the site's icon (the workspace's page icon) before its title in the top bar"),
  NOBELIUM_NAV_MENU_ICONS: z
    .boolean()
    .default(false)
    .describe("Draw each menu link's icon before its name (a Menu row's emoji or icon name)"),
  NOBELIUM_NAV_RANDOM_POST: z.boolean().default(true).describe('Show the random-post button in the top bar'),
  NOBELIUM_NAV_RSS: z.boolean().default(true).describe('Show the RSS link in the top bar (only while the site publishes its feed, RSS_ENABLED)'),
  NOBELIUM_LIST_FILTER: z
    .boolean()
    .default(true)
    .describe("Show a filter box above the post lists: the page's posts narrow down as the visitor types"),
  NOBELIUM_RECENT_COMMENTS: z
    .boolean()
    .default(true)
    .describe('Show the latest comments under the home page list, when the comment backend publishes them (Waline); nothing is shown or asked otherwise'),
  NOBELIUM_REWARD_QR_CODE: z
    .string()
    .default('')
    .describe("Image URL of a payment QR code: a Reward button under each post shows it (empty: no button)"),
})

export type NobeliumConfig = z.infer<typeof config>
