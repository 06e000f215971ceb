// The plog theme's settings: the shared fragments under the PLOG_ prefix (the home page is the
// photo grid, so the notice bar and hero start off), plus its own.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...sharedSettings('PLOG', { home: { widgets: false } }),
  PLOG_POST_MODAL: z
    .boolean()
    .default(true)
    .describe('A click on a photo tile opens the post in a modal over the grid (the address changes to the post; Back closes it)'),
  PLOG_INFO_BUTTON: z
    .boolean()
    .default(true)
    .describe("Show the info button in the bottom bar (the site's description and author in a small panel)"),
})

export type PlogConfig = z.infer<typeof config>
