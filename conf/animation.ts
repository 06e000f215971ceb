// Visual effects: each a small canvas, off by default, paused while the tab is hidden.
import { z } from 'zod'
import { hexColor } from '@/lib/config/field-types'

export const animationSettings = z.object({
  FIREWORKS_ENABLED: z.boolean().default(false).describe('Fireworks where the visitor clicks'),
  FIREWORKS_COLORS: z
    .array(hexColor())
    .min(1)
    .default(['#ff5252', '#ffb300', '#40c4ff', '#69f0ae'])
    .describe('Firework colours (JSON list)'),
  SAKURA_ENABLED: z.boolean().default(false).describe('Falling cherry-blossom petals'),
  NEST_ENABLED: z.boolean().default(false).describe('Drifting dots joined by lines (canvas nest)'),
  RIBBON_ENABLED: z.boolean().default(false).describe('Coloured ribbons behind the page, redrawn on click'),
  STARRY_SKY_ENABLED: z.boolean().default(false).describe('Twinkling stars behind the page in dark mode'),
  MOUSE_FOLLOW_ENABLED: z.boolean().default(false).describe('A trail of dots following the pointer'),
  MOUSE_FOLLOW_COLOR: hexColor().default('#ef4444').describe('Colour of the pointer trail'),
})
