// The landing theme's settings: the shared fragments under the LANDING_ prefix, plus its own.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

// Every shared key (LANDING_POST_LIST_COVER, LANDING_MENU_ARCHIVE…); other defaults as a second argument,
// e.g. sharedSettings('LANDING', { postList: { cover: false } }).
export const config = z.object({
  ...sharedSettings('LANDING'),
})

export type LandingConfig = z.infer<typeof config>
