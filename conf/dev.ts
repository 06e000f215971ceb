// Settings for developing Folio itself.
import { z } from 'zod'
import { envOnly } from '@/lib/config/setting-flags'

export const devSettings = z.object({
  DEV_BUNDLE_ANALYZE: envOnly(
    z.boolean().default(false).describe('Write bundle-stats.json into the build folder: the browser chunks and the modules in each (bench/speed.ts prints it)'),
  ),
})
