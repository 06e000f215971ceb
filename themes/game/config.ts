// The game theme's settings: the shared fragments under the GAME_ prefix, plus the portal's own.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  // The portal opens on its grid: the home hero is off unless asked for (the notice shows under the grid).
  ...sharedSettings('GAME', { home: { widgets: false } }),
  GAME_RECENT_STRIP: z
    .boolean()
    .default(true)
    .describe('Show a strip of the latest games as small tiles above each article'),
  GAME_RANDOM_BUTTON: z
    .boolean()
    .default(true)
    .describe('Offer a random-game button in the side card (and the phone menu)'),
  GAME_TILE_TITLES: z
    .boolean()
    .default(true)
    .describe("Print each game's title over the bottom of its tile (off: covers only, the title shows on hover and to screen readers)"),
  GAME_LOAD_TIMEOUT: z
    .number()
    .int()
    .min(3)
    .default(20)
    .describe('Seconds a game frame may take to load before the page says it failed and offers a retry and a new-tab link'),
})

export type GameConfig = z.infer<typeof config>
