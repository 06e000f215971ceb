// The proxio theme's settings: the shared fragments under the PROXIO_ prefix (no home widgets:
// its home is the page of sections), the sections its home shows, and the welcome cover.
import { z } from 'zod'
import { articleSettings, menuSettings, postListSettings, siteSection, widgetSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...postListSettings('PROXIO'),
  ...articleSettings('PROXIO'),
  ...menuSettings('PROXIO'),
  ...widgetSettings('PROXIO'),
  ...siteSection('PROXIO', 'HERO'),
  ...siteSection('PROXIO', 'FEATURES'),
  ...siteSection('PROXIO', 'BLOG'),
  ...siteSection('PROXIO', 'CAREERS'),
  ...siteSection('PROXIO', 'TESTIMONIALS'),
  ...siteSection('PROXIO', 'FAQ'),
  ...siteSection('PROXIO', 'ABOUT'),
  ...siteSection('PROXIO', 'BRANDS'),
  ...siteSection('PROXIO', 'CTA'),
  ...siteSection('PROXIO', 'CONTACT'),
  PROXIO_WELCOME: z
    .boolean()
    .default(true)
    .describe('Open the home page on a full-screen welcome cover (the site cover, or the hero image, under the site title)'),
})

export type ProxioConfig = z.infer<typeof config>
