// The custom right-click menu and its entries.
import { z } from 'zod'

const entry = (what: string) => z.boolean().default(true).describe(`Menu entry: ${what}`)

export const rightClickMenuSettings = z.object({
  RIGHT_CLICK_MENU_ENABLED: z
    .boolean()
    .default(true)
    .describe('Replace the browser menu with the site menu'),
  RIGHT_CLICK_MENU_THEME_SWITCH: entry('switch theme'),
  RIGHT_CLICK_MENU_DARK_MODE: entry('toggle dark mode'),
  RIGHT_CLICK_MENU_SHARE_LINK: entry('copy link to this page'),
  RIGHT_CLICK_MENU_RANDOM_POST: entry('random post'),
  RIGHT_CLICK_MENU_CATEGORY: entry('categories'),
  RIGHT_CLICK_MENU_TAG: entry('tags'),
})
