// The proxio theme's settings: the shared fragments under the PROXIO_ prefix, plus its own.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

// Every shared key (PROXIO_POST_LIST_COVER, PROXIO_MENU_ARCHIVE…); other defaults as a second argument,
// e.g. sharedSettings('PROXIO', { postList: { cover: false } }).
export const config = z.object({
  ...sharedSettings('PROXIO'),
})

export type ProxioConfig = z.infer<typeof config>
