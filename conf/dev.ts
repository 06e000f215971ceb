// Settings for developing Folio itself.
import { z } from 'zod'

export const devSettings = z.object({
  DEV_DEBUG: z.boolean().default(false).describe('Verbose logs and a debug panel'),
  DEV_BUNDLE_ANALYZE: z.boolean().default(false).describe('Write a bundle report on build'),
})
