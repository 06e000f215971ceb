// The hexo theme's settings: the shared fragments under the HEXO_ prefix, plus the home banner.
import { z } from 'zod'
import {
  articleSettings,
  homeSettings,
  menuSettings,
  postListSettings,
  widgetSettings,
} from '@/lib/theme/settings/fragments'

/** A list of texts, written as an array, a JSON array, or one text with commas between items. */
const textList = z.union([
  z.array(z.string()),
  z.string().transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  ),
])

export const config = z.object({
  ...postListSettings('HEXO'),
  ...articleSettings('HEXO'),
  ...menuSettings('HEXO'),
  ...homeSettings('HEXO'),
  ...widgetSettings('HEXO'),
  HEXO_HOME_BANNER_ENABLE: z
    .boolean()
    .default(true)
    .describe('Open the first home page with a full-screen banner: the site cover, the title, the typed greetings and a start-reading button'),
  HEXO_HOME_BANNER_GREETINGS: textList
    .default(['Hello, welcome here', 'Notes, code and ideas', 'Enjoy your reading'])
    .describe('Greetings typed one after another under the banner title (a list, or one text with commas between greetings); write them in your site’s language'),
})

export type HexoConfig = z.infer<typeof config>
