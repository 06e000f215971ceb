// The theme's settings. Rules every theme follows:
// - keys start with the theme's name in upper case (EXAMPLE_…),
// - each has a typed default and a .describe() (shown in the settings documentation),
// - values are resolved on the server from blog.config.ts, the environment and the
//   workspace's Config row, then read in components with useExampleConfig().
import { z } from 'zod'

export const config = z.object({
  EXAMPLE_POST_LIST_COVER: z
    .boolean()
    .default(true)
    .describe('Show the cover thumbnail to the right of each post in lists'),
  EXAMPLE_SIDEBAR_LATEST_POSTS: z
    .boolean()
    .default(true)
    .describe('Show the "Latest posts" box in the sidebar'),
  EXAMPLE_HOME_WIDGETS: z
    .boolean()
    .default(true)
    .describe(
      'Show the notice bar and the hero (random post, shortcuts, recommended posts, today card) on the first home page, and the site statistics box in the sidebar',
    ),
})

export type ExampleConfig = z.infer<typeof config>
