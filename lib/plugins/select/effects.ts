// The visual effects of the animation settings group that are switched on.
import type { SiteConfig } from '@/lib/config'
import type { EffectPlugins } from '../types'

export function selectEffects(c: SiteConfig): EffectPlugins | undefined {
  const e: EffectPlugins = {}
  if (c.FIREWORKS_ENABLED) e.fireworks = { colors: [...c.FIREWORKS_COLORS] }
  if (c.SAKURA_ENABLED) e.sakura = true
  if (c.NEST_ENABLED) e.nest = true
  if (c.RIBBON_ENABLED) e.ribbon = true
  if (c.STARRY_SKY_ENABLED) e.starrySky = true
  if (c.MOUSE_FOLLOW_ENABLED) e.mouseFollow = { color: c.MOUSE_FOLLOW_COLOR }
  return Object.keys(e).length > 0 ? e : undefined
}
