// The typography theme's settings: the shared fragments under the TYPOGRAPHY_ prefix (covers
// off by default: the list is text first), plus the theme's own.
import { z } from 'zod'
import {
  articleSettings,
  homeSettings,
  menuSettings,
  postListSettings,
  widgetSettings,
} from '@/lib/theme/settings/fragments'

const home = homeSettings('TYPOGRAPHY')

export const config = z.object({
  ...postListSettings('TYPOGRAPHY', { cover: false }),
  ...articleSettings('TYPOGRAPHY'),
  ...menuSettings('TYPOGRAPHY'),
  TYPOGRAPHY_HOME_CATEGORY: home.TYPOGRAPHY_HOME_CATEGORY,
  TYPOGRAPHY_HOME_WIDGETS: home.TYPOGRAPHY_HOME_WIDGETS.describe(
    'Show the notice bar and a short list of recommended posts (HOME_RECOMMEND_TAG, else the latest) on the first home page',
  ),
  ...widgetSettings('TYPOGRAPHY'),
  TYPOGRAPHY_SUBTITLE: z
    .string()
    .default('')
    .describe("A short line set beside the site's name in the title bar, e.g. the name in another script (empty: none)"),
  TYPOGRAPHY_GRID_PAPER: z.boolean().default(true).describe('Draw the faint grid-paper background behind the page'),
})

export type TypographyConfig = z.infer<typeof config>
