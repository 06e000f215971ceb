// The landing theme's settings: the shared post-list, article, menu and widget fragments under
// the LANDING_ prefix, and the content of each page section the home shows (hero, features,
// feature blocks, testimonials, pricing, latest posts, call to action, newsletter). A section
// whose content is left empty is not shown.
import { z } from 'zod'
import { articleSettings, menuSettings, postListSettings, siteSection, widgetSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...postListSettings('LANDING'),
  ...articleSettings('LANDING'),
  ...menuSettings('LANDING'),
  ...widgetSettings('LANDING'),
  ...siteSection('LANDING', 'HERO'),
  ...siteSection('LANDING', 'FEATURES'),
  ...siteSection('LANDING', 'FEATURE_BLOCKS'),
  ...siteSection('LANDING', 'TESTIMONIALS'),
  ...siteSection('LANDING', 'PRICING'),
  ...siteSection('LANDING', 'BLOG', { COUNT: 3 }),
  ...siteSection('LANDING', 'CTA'),
  ...siteSection('LANDING', 'NEWSLETTER'),
})

export type LandingConfig = z.infer<typeof config>
