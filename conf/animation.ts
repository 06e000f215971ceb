// Visual effects. Off by default.
import { z } from 'zod'
import { hexColor } from '@/lib/config/field-types'

export const animationSettings = z.object({
  FIREWORKS_ENABLED: z.boolean().default(false).describe('Fireworks where the visitor clicks'),
  FIREWORKS_COLORS: z
    .array(hexColor())
    .min(1)
    .default(['#ff5252', '#ffb300', '#40c4ff', '#69f0ae'])
    .describe('Firework colours (JSON list)'),
})
