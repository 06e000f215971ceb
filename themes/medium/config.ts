// The medium theme's settings: the shared fragments (every key MEDIUM_…) plus its own. Each can
// be overridden by the environment or the workspace Config row; components read the resolved
// values with useMediumConfig().
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...sharedSettings('MEDIUM'),
  MEDIUM_RIGHT_PANEL_DARK: z
    .boolean()
    .default(false)
    .describe('Give the right panel a dark background, also in light mode'),
  MEDIUM_HOME_LOADING_COVER: z
    .boolean()
    .default(false)
    .describe('Open the home page behind a full-screen welcome cover that fades away on click'),
  MEDIUM_FOOTER_WAVE: z
    .boolean()
    .default(false)
    .describe('Draw waves above the footer (hidden on screens under 800 px wide)'),
})

export type MediumConfig = z.infer<typeof config>
