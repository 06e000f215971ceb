// The matery theme's settings: the shared fragments under the MATERY_ prefix, plus the home
// cover, its typed subtitles and the entrance animation.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...sharedSettings('MATERY'),
  MATERY_HOME_COVER: z
    .boolean()
    .default(true)
    .describe('Open the first home page on a full-screen cover: the site picture, the title, the typed subtitles and a round start-reading button (off: the coloured band of the other pages)'),
  // One text split at |, not a comma list: a subtitle is a sentence and may hold commas.
  MATERY_HOME_SUBTITLES: z
    .string()
    .default('')
    .describe('Lines typed one after another under the cover title, separated by | (empty: the site description)'),
  MATERY_ENTRANCE_ANIMATION: z
    .boolean()
    .default(true)
    .describe('Post cards rise and fade in one after another as a list opens (never for visitors who ask their system for reduced motion)'),
})

export type MateryConfig = z.infer<typeof config>
