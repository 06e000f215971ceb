// The commerce theme's settings: the shared fragments under the COMMERCE_ prefix, plus its own.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

// Every shared key (COMMERCE_POST_LIST_COVER, COMMERCE_MENU_ARCHIVE…); other defaults as a second argument,
// e.g. sharedSettings('COMMERCE', { postList: { cover: false } }).
export const config = z.object({
  ...sharedSettings('COMMERCE'),
})

export type CommerceConfig = z.infer<typeof config>
