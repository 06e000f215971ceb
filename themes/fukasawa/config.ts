// The fukasawa theme's settings: the shared fragments under the FUKASAWA_ prefix, plus the
// sidebar's starting state and the newsletter form (absent until a service address is set).
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...sharedSettings('FUKASAWA'),
  FUKASAWA_SIDEBAR_COLLAPSED: z
    .boolean()
    .default(false)
    .describe('Wide screens open with the left sidebar folded away (the menu button beside the cards unfolds it)'),
  FUKASAWA_NEWSLETTER_URL: z
    .string()
    .default('')
    .describe('The form address of your mailing-list service (Mailchimp, Buttondown…): the sidebar shows a sign-up form posting to it; empty, no form'),
  FUKASAWA_NEWSLETTER_FIELD: z
    .string()
    .default('email')
    .describe("The name your mailing-list service expects for the email field (Mailchimp's forms use EMAIL)"),
})

export type FukasawaConfig = z.infer<typeof config>
