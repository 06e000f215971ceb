// The starter theme's settings: the shared fragments under the STARTER_ prefix, plus its own.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

// Every shared key (STARTER_POST_LIST_COVER, STARTER_MENU_ARCHIVE…); other defaults as a second argument,
// e.g. sharedSettings('STARTER', { postList: { cover: false } }).
export const config = z.object({
  ...sharedSettings('STARTER'),
})

export type StarterConfig = z.infer<typeof config>
