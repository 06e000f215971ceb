import { describe, expect, it } from 'vitest'
import { preloadTheme } from '@/components/theme/preload-theme'
import { localeTexts } from '@/components/site/LocaleTexts'
import { themeRoots } from '@/themes/roots.generated'

describe('preloadTheme', () => {
  it('finds the preload hook on every generated theme component and resolves', async () => {
    for (const name of Object.keys(themeRoots)) {
      const c = themeRoots[name] as unknown as { preload?: unknown; render?: { preload?: unknown } }
      expect(typeof (c.preload ?? c.render?.preload), name).toBe('function')
      await expect(preloadTheme(name, 'zh-CN')).resolves.toBeUndefined()
    }
  })

  it("finds the preload hook on every language's texts", () => {
    for (const [locale, texts] of Object.entries(localeTexts)) {
      const c = texts as unknown as { preload?: unknown; render?: { preload?: unknown } }
      expect(typeof (c.preload ?? c.render?.preload), locale).toBe('function')
    }
  })

  it('ignores an unknown theme', async () => {
    await expect(preloadTheme('nope', 'en-US')).resolves.toBeUndefined()
  })
})
