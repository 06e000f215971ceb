// @vitest-environment node
// The shared settings: fragments a theme composes under its prefix (exact types, defaults,
// descriptions) and the one accessor the core and the shared sections read them through.
import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { resolveSettings } from '@/lib/config/resolve-settings'
import {
  articleSettings,
  homeSettings,
  menuSettings,
  postListSettings,
  widgetSettings,
} from '@/lib/theme/settings/fragments'
import {
  SHARED_SETTING_DEFAULTS,
  SHARED_SETTING_KEYS,
  sharedThemeSettings,
  type SharedThemeSettings,
} from '@/lib/theme/settings/shared'
import { config as mediumConfig } from '@/themes/medium/config'
import { reachableFrom } from '../fixtures/import-graph'

const hexo = z.object({
  ...postListSettings('HEXO', { cover: false }),
  ...articleSettings('HEXO'),
  ...menuSettings('HEXO'),
  ...homeSettings('HEXO'),
  ...widgetSettings('HEXO'),
  HEXO_OWN_THING: z.number().default(3).describe('A setting of its own'),
})

describe('settings fragments', () => {
  it('compose into an object whose inferred type is exact', () => {
    expectTypeOf<z.infer<typeof hexo>>().toEqualTypeOf<{
      HEXO_POST_LIST_COVER: boolean
      HEXO_POST_LIST_PREVIEW: boolean
      HEXO_POST_LIST_CATEGORY: boolean
      HEXO_POST_LIST_TAG: boolean
      HEXO_POST_DETAIL_CATEGORY: boolean
      HEXO_POST_DETAIL_TAG: boolean
      HEXO_MENU_CATEGORY: boolean
      HEXO_MENU_TAG: boolean
      HEXO_MENU_ARCHIVE: boolean
      HEXO_MENU_SEARCH: boolean
      HEXO_HOME_CATEGORY: string
      HEXO_HOME_WIDGETS: boolean
      HEXO_WIDGET_TO_TOP: boolean
      HEXO_OWN_THING: number
    }>()
    // @ts-expect-error: a prefix is a theme's name in upper case
    postListSettings('hexo')
  })

  it('give every key a default (the shared one unless the theme passes its own) and a description', () => {
    const defaults = hexo.parse({})
    expect(defaults).toMatchObject({ HEXO_POST_LIST_COVER: false, HEXO_POST_LIST_PREVIEW: true, HEXO_HOME_CATEGORY: '' })
    for (const [key, field] of Object.entries(hexo.shape)) {
      expect(z.globalRegistry.get(field)?.description, key).toBeTruthy()
    }
  })

  it('cover every shared key, named as the accessor reads it', () => {
    const prefixed = Object.values(SHARED_SETTING_KEYS).flatMap((group) => Object.values(group).map((k) => `HEXO_${k}`))
    expect(Object.keys(hexo.shape).filter((k) => k !== 'HEXO_OWN_THING').sort()).toEqual(prefixed.sort())
  })
})

describe('sharedThemeSettings', () => {
  it('returns the fragment defaults for a theme without the keys', () => {
    expect(sharedThemeSettings('hexo', {})).toEqual(SHARED_SETTING_DEFAULTS)
    expect(sharedThemeSettings('example', { EXAMPLE_SIDEBAR_LATEST_POSTS: false })).toEqual(SHARED_SETTING_DEFAULTS)
  })

  it("returns the theme's values otherwise, read under its own prefix only", () => {
    const settings = sharedThemeSettings('nobelium', {
      NOBELIUM_POST_LIST_COVER: false,
      NOBELIUM_MENU_ARCHIVE: false,
      NOBELIUM_HOME_CATEGORY: 'Notes',
      NOBELIUM_WIDGET_TO_TOP: false,
      MEDIUM_POST_DETAIL_TAG: false,
    })
    expect(settings).toEqual<SharedThemeSettings>({
      postList: { cover: false, preview: true, category: true, tag: true },
      article: { category: true, tag: true },
      menu: { category: true, tag: true, archive: false, search: true },
      home: { category: 'Notes', widgets: true },
      widgets: { toTop: false },
    })
  })

  it('reads every key of a theme that composes all fragments (medium, as resolved)', () => {
    const { values } = resolveSettings(mediumConfig, { env: { MEDIUM_POST_LIST_TAG: 'false', MEDIUM_HOME_CATEGORY: 'Dev' } })
    const settings = sharedThemeSettings('medium', values as Record<string, unknown>)
    expect(settings.postList.tag).toBe(false)
    expect(settings.home.category).toBe('Dev')
    expect(settings.menu).toEqual(SHARED_SETTING_DEFAULTS.menu)
  })

  it('uses the given fallbacks for missing keys, and ignores values of the wrong type', () => {
    const fallbacks = { postList: { preview: false } }
    expect(sharedThemeSettings('example', {}, fallbacks).postList.preview).toBe(false)
    expect(sharedThemeSettings('medium', { MEDIUM_POST_LIST_PREVIEW: true }, fallbacks).postList.preview).toBe(true)
    expect(sharedThemeSettings('medium', { MEDIUM_HOME_CATEGORY: 7 }).home.category).toBe('')
  })

  it('carries no zod to the browser (the hook reads it there)', () => {
    const reached = reachableFrom(['components/site/useSharedThemeSettings.ts'])
    expect(reached.has('lib/theme/settings/shared.ts')).toBe(true)
    expect(reached.has('pkg:zod')).toBe(false)
  })
})
