// The simple theme's settings: the shared fragments (every key SIMPLE_…) plus its own. Each can
// be overridden by the environment or the workspace Config row; components read the resolved
// values with useSimpleConfig().
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...sharedSettings('SIMPLE', { postList: { cover: false } }),
  SIMPLE_TOP_BAR: z
    .boolean()
    .default(true)
    .describe('Show the thin bar above the header (feed and sign-in links, the dark-mode button); without it the dark-mode button moves to the footer'),
})

export type SimpleConfig = z.infer<typeof config>
