import { describe, expect, it } from 'vitest'
import { menuPosition } from '@/components/chrome/right-click/menu-position'
import { keepsNativeMenu } from '@/components/chrome/right-click/keep-native-menu'
import { resolveSiteConfig } from '@/lib/config/site-config'
import {
  RIGHT_CLICK_ITEMS,
  rightClickMenuOptions,
  usableMenuItems,
} from '@/lib/home/right-click-menu'

describe('right-click menu settings', () => {
  it('are on with every entry by default', () => {
    const options = rightClickMenuOptions(resolveSiteConfig({}).config)
    expect(options).toEqual({ enabled: true, items: [...RIGHT_CLICK_ITEMS] })
  })

  it('follow RIGHT_CLICK_MENU_ENABLED and the per-entry switches', () => {
    const { config } = resolveSiteConfig({
      env: {
        RIGHT_CLICK_MENU_ENABLED: 'false',
        RIGHT_CLICK_MENU_THEME_SWITCH: 'false',
        RIGHT_CLICK_MENU_SHARE_LINK: 'false',
        RIGHT_CLICK_MENU_TAG: 'false',
      },
    })
    expect(rightClickMenuOptions(config)).toEqual({
      enabled: false,
      items: ['darkMode', 'randomPost', 'category'],
    })
  })

  it('drop entries that cannot work here', () => {
    expect(usableMenuItems(RIGHT_CLICK_ITEMS, { themeCount: 1, randomPoolSize: 0 })).toEqual([
      'darkMode',
      'shareLink',
      'category',
      'tag',
    ])
    expect(usableMenuItems(RIGHT_CLICK_ITEMS, { themeCount: 2, randomPoolSize: 5 })).toHaveLength(6)
  })
})

describe('menuPosition', () => {
  const viewport = { width: 800, height: 600 }
  const size = { width: 200, height: 250 }

  it('opens at the pointer when it fits', () => {
    expect(menuPosition({ x: 100, y: 120 }, size, viewport)).toEqual({ x: 100, y: 120 })
  })

  it('moves left and up to stay inside the viewport', () => {
    expect(menuPosition({ x: 790, y: 590 }, size, viewport)).toEqual({ x: 592, y: 342 })
  })

  it('keeps a margin from the top-left edge', () => {
    expect(menuPosition({ x: 0, y: 2 }, size, viewport)).toEqual({ x: 8, y: 8 })
  })
})

describe('keepsNativeMenu', () => {
  const el = (html: string) => {
    const box = document.createElement('div')
    box.innerHTML = html
    return box.querySelector('[data-t]') as Element
  }

  it('keeps it for links, images, media and editable content, and for selected text', () => {
    expect(keepsNativeMenu(el('<a href="/x"><span data-t>in link</span></a>'), '')).toBe(true)
    expect(keepsNativeMenu(el('<img data-t src="/a.png">'), '')).toBe(true)
    expect(keepsNativeMenu(el('<video data-t></video>'), '')).toBe(true)
    expect(keepsNativeMenu(el('<textarea data-t></textarea>'), '')).toBe(true)
    expect(keepsNativeMenu(el('<div contenteditable="true"><b data-t>x</b></div>'), '')).toBe(true)
    expect(keepsNativeMenu(el('<p data-t>text</p>'), 'some words')).toBe(true)
  })

  it('replaces it elsewhere', () => {
    expect(keepsNativeMenu(el('<p data-t>text</p>'), '')).toBe(false)
    expect(keepsNativeMenu(el('<a data-t>no href</a>'), '  ')).toBe(false)
    expect(keepsNativeMenu(null, '')).toBe(false)
  })
})
