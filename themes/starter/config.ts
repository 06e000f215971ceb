// The starter theme's settings: the shared fragments under the STARTER_ prefix, and the content of
// the page sections its home shows (each left out while unset).
import { z } from 'zod'
import { articleSettings, menuSettings, postListSettings, siteSection, widgetSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...postListSettings('STARTER'),
  ...articleSettings('STARTER'),
  ...menuSettings('STARTER'),
  ...widgetSettings('STARTER'),
  ...siteSection('STARTER', 'HERO'),
  ...siteSection('STARTER', 'BRANDS'),
  ...siteSection('STARTER', 'FEATURES'),
  ...siteSection('STARTER', 'ABOUT'),
  ...siteSection('STARTER', 'PRICING'),
  ...siteSection('STARTER', 'TESTIMONIALS'),
  ...siteSection('STARTER', 'FAQ'),
  ...siteSection('STARTER', 'TEAM'),
  ...siteSection('STARTER', 'BLOG'),
  ...siteSection('STARTER', 'CONTACT'),
  ...siteSection('STARTER', 'NEWSLETTER'),
})

export type StarterConfig = z.infer<typeof config>
