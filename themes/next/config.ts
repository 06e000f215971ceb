// The next theme's settings: the shared fragments under the NEXT_ prefix (no covers on the
// list cards, as in NexT), plus the reward codes and the go-to-bottom button.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...sharedSettings('NEXT', { postList: { cover: false } }),
  NEXT_REWARD_QR_CODES: z
    .string()
    .default('')
    .describe('Addresses of the payment QR code pictures the reward button under each article opens, with commas between them; empty: no reward button'),
  NEXT_WIDGET_TO_BOTTOM: z.boolean().default(true).describe('Show the go-to-bottom button under the back-to-top button'),
})

export type NextConfig = z.infer<typeof config>
