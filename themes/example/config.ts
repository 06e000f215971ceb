// The theme's settings. Rules every theme follows:
// - keys start with the theme's name in upper case (EXAMPLE_…),
// - each has a typed default and a .describe() (shown in the theme's README table:
//   `npm run themes:readme` regenerates it),
// - values are resolved on the server from blog.config.ts, the environment and the
//   workspace's Config row, then read in components with useExampleConfig().
// Settings many themes share come from fragments (lib/theme/settings/fragments.ts): spread a
// whole fragment when the theme honours all of its keys (`...menuSettings('EXAMPLE')`), or
// take the keys it honours, as here. `.describe()` may say what the key does in this theme.
import { z } from 'zod'
import { homeSettings, postListSettings } from '@/lib/theme/settings/fragments'

const { EXAMPLE_POST_LIST_COVER } = postListSettings('EXAMPLE')
const { EXAMPLE_HOME_WIDGETS } = homeSettings('EXAMPLE')

export const config = z.object({
  EXAMPLE_POST_LIST_COVER: EXAMPLE_POST_LIST_COVER.describe(
    'Show the cover thumbnail to the right of each post in lists',
  ),
  EXAMPLE_SIDEBAR_LATEST_POSTS: z
    .boolean()
    .default(true)
    .describe('Show the "Latest posts" box in the sidebar'),
  EXAMPLE_HOME_WIDGETS: EXAMPLE_HOME_WIDGETS.describe(
    'Show the notice bar and the hero (random post, shortcuts, recommended posts, today card) on the first home page, and the site statistics box in the sidebar',
  ),
})

export type ExampleConfig = z.infer<typeof config>
