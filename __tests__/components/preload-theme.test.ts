import { describe, expect, it } from 'vitest'
import { preloadTheme } from '@/components/theme/preload-theme'
import { themeRoots } from '@/themes/roots.generated'

describe('preloadTheme', () => {
  it('finds the preload hook on every generated theme component and resolves', async () => {
    for (const name of Object.keys(themeRoots)) {
      const c = themeRoots[name] as unknown as { preload?: unknown; render?: { preload?: unknown } }
      expect(typeof (c.preload ?? c.render?.preload), name).toBe('function')
      await expect(preloadTheme(name)).resolves.toBeUndefined()
    }
  })

  it('ignores an unknown theme', async () => {
    await expect(preloadTheme('nope')).resolves.toBeUndefined()
  })
})
