// The magzine theme's settings: the shared fragments under the MAGZINE_ prefix, plus its own:
// the front page's call-to-action block (nothing while its title is empty) and the banners of
// posts grouped by category.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...sharedSettings('MAGZINE'),
  MAGZINE_CTA_TITLE: z.string().default('').describe('Call-to-action block on the home page: its title (empty: no block)'),
  MAGZINE_CTA_TEXT: z.string().default('').describe('Call-to-action block: the line of text under the title'),
  MAGZINE_CTA_BUTTON_TEXT: z.string().default('').describe('Call-to-action block: the button label (the button needs a label and a URL)'),
  MAGZINE_CTA_BUTTON_URL: z.string().default('').describe('Call-to-action block: where the button leads (a site path or a full URL)'),
  MAGZINE_CTA_NOTE: z.string().default('').describe('Call-to-action block: a small note under the button'),
  MAGZINE_HOME_CATEGORY_BANNERS: z.boolean().default(true).describe('Home page: a banner per category with its posts'),
})

export type MagzineConfig = z.infer<typeof config>
