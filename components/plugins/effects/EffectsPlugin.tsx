// The switched-on effects, each its own chunk. Visitors who ask for reduced motion get none.
import { useSyncExternalStore } from 'react'
import type { EffectPlugins } from '@/lib/plugins/types'
import { lazyPlugin } from '../lazy-plugin'

const Fireworks = lazyPlugin('fireworks', () => import('./Fireworks').then((m) => m.Fireworks))
const Sakura = lazyPlugin('sakura', () => import('./Sakura').then((m) => m.Sakura))
const Nest = lazyPlugin('nest', () => import('./Nest').then((m) => m.Nest))
const Ribbon = lazyPlugin('ribbon', () => import('./Ribbon').then((m) => m.Ribbon))
const StarrySky = lazyPlugin('starry sky', () => import('./StarrySky').then((m) => m.StarrySky))
const MouseFollow = lazyPlugin('mouse follow', () => import('./MouseFollow').then((m) => m.MouseFollow))

const REDUCED = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(REDUCED).matches ?? false, () => true)
}

export function EffectsPlugin({ config: e }: { config: EffectPlugins }) {
  if (useReducedMotion()) return null
  return (
    <>
      {e.fireworks && <Fireworks colors={e.fireworks.colors} />}
      {e.sakura && <Sakura />}
      {e.nest && <Nest />}
      {e.ribbon && <Ribbon />}
      {e.starrySky && <StarrySky />}
      {e.mouseFollow && <MouseFollow color={e.mouseFollow.color} />}
    </>
  )
}
