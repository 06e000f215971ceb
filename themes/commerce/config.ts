// The commerce theme's settings: the shared fragments under the COMMERCE_ prefix (no home
// widgets by default: the home is a company's front page), the page sections its home shows,
// and the page whose body opens the product area.
import { z } from 'zod'
import { sharedSettings, siteSection } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...sharedSettings('COMMERCE', { home: { widgets: false } }),
  ...siteSection('COMMERCE', 'HERO'),
  ...siteSection('COMMERCE', 'FEATURES'),
  ...siteSection('COMMERCE', 'CONTACT'),
  COMMERCE_INDEX_PAGE: z
    .string()
    .default('')
    .describe("The home shows this page's body (its slug) above the product grid; empty or a slug naming no visible page: none"),
  COMMERCE_CATEGORY_BOX: z
    .boolean()
    .default(true)
    .describe('Show the product categories box beside the product grid and the archive'),
})

export type CommerceConfig = z.infer<typeof config>
