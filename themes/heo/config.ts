// The heo theme's settings: the shared fragments under the HEO_ prefix, plus its own.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

// Every shared key (HEO_POST_LIST_COVER, HEO_MENU_ARCHIVE…); other defaults as a second argument,
// e.g. sharedSettings('HEO', { postList: { cover: false } }).
export const config = z.object({
  ...sharedSettings('HEO'),
})

export type HeoConfig = z.infer<typeof config>
