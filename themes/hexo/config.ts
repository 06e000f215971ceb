// The hexo theme's settings: the shared fragments under the HEXO_ prefix, plus the home banner.
import { z } from 'zod'
import { sharedSettings, textListSetting } from '@/lib/theme/settings/fragments'

export const config = z.object({
  // The banner is hexo's welcome: the shared notice bar and hero stay off unless asked for.
  ...sharedSettings('HEXO', { home: { widgets: false } }),
  HEXO_HOME_BANNER_ENABLE: z
    .boolean()
    .default(true)
    .describe('Open the first home page with a full-screen banner: the site cover, the title, the typed greetings, category buttons and a start-reading button'),
  HEXO_HOME_BANNER_GREETINGS: textListSetting(
    [],
    'Greetings typed one after another under the banner title (a list, or one text with commas between greetings), shown as written; empty: greetings in the visitor’s language',
  ),
  HEXO_HOME_BANNER_CATEGORIES: z
    .number()
    .int()
    .min(0)
    .max(12)
    .default(3)
    .describe('How many of the site’s categories (in the database’s order) the banner offers as buttons (0: none)'),
})

export type HexoConfig = z.infer<typeof config>
