// The movie theme's settings: the shared fragments under the MOVIE_ prefix, plus its own.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  // A streaming-site home is the wall of posters: the notice bar and hero are off unless asked for.
  ...sharedSettings('MOVIE', { home: { widgets: false } }),
  MOVIE_VIDEO_COMBINE: z
    .boolean()
    .default(true)
    .describe(
      "Gather an article's videos (video blocks, YouTube and Bilibili embeds) into one player with a playlist above the text, and take them out of the body; off, they stay where they are in the body",
    ),
  MOVIE_HOME_BACKGROUND: z
    .string()
    .default('')
    .describe('Address of an image shown behind the home page, dimmed under the posters (empty: none)'),
  MOVIE_POSTER_EXCERPT: z
    .boolean()
    .default(true)
    .describe("Show one line of the post's summary under the title on each poster"),
})

export type MovieConfig = z.infer<typeof config>
