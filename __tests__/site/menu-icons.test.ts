// @vitest-environment node
// Menu icons by Font Awesome class name: found on the server, carried as a drawing in the menus;
// the icon packages never reach the browser's code.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildMenus } from '@/lib/site/menus'
import { resolveMenuIcon } from '@/lib/site/menu-icons'
import { DEFAULT_RULES } from '@/lib/site/rules'
import type { WorkspaceRow } from '@/lib/site/workspace'
import { reachableFrom, ROOT, sourcesUnder } from '../fixtures/import-graph'

const BROWSER_ENTRIES = ['pages/_app.tsx', 'components/theme/ThemedPage.tsx', 'components/notfound/NotFoundPage.tsx', 'themes/roots.generated.tsx']

const row = (id: string, typeLabel: string, icon: string): WorkspaceRow => ({
  id, title: id, typeLabel, statusLabel: 'Published', slug: id, categories: [], tags: [],
  createdTime: 0, lastEditedTime: 0, summary: '', password: '', icon, ext: '', comment: '',
  pageIcon: '', pageCover: '', pageCoverThumbnail: '', fullWidth: false,
})

describe('resolveMenuIcon', () => {
  it('draws solid, regular and brand icons by their class names', () => {
    const user = resolveMenuIcon('fas fa-user')
    expect(user?.viewBox).toBe('0 0 448 512')
    expect(user?.path).toMatch(/^M\d/)
    expect(resolveMenuIcon('fab fa-weixin')?.viewBox).toBe('0 0 576 512')
    expect(resolveMenuIcon('far fa-envelope')?.path).toMatch(/^M/)
    expect(resolveMenuIcon('fa-solid fa-house')?.path).toMatch(/^M/)
  })

  it('tells the styles apart: regular and solid draw differently, brands only as brands', () => {
    expect(resolveMenuIcon('far fa-envelope')).not.toEqual(resolveMenuIcon('fas fa-envelope'))
    expect(resolveMenuIcon('fa-regular fa-envelope')).toEqual(resolveMenuIcon('far fa-envelope'))
    expect(resolveMenuIcon('fa-brands fa-weixin')).toEqual(resolveMenuIcon('fab fa-weixin'))
    expect(resolveMenuIcon('fas fa-weixin')).toBeNull()
  })

  it('reads older names, plain names (solid, then brands) and ignores the other classes', () => {
    const house = resolveMenuIcon('fas fa-house')
    expect(resolveMenuIcon('fas fa-home')).toEqual(house)
    expect(resolveMenuIcon('fa fa-home fa-fw')).toEqual(house)
    expect(resolveMenuIcon('  FA-HOME  ')).toEqual(house)
    expect(resolveMenuIcon('fas fa-th')).toEqual(resolveMenuIcon('fas fa-table-cells'))
    expect(resolveMenuIcon('fa-fw fa-lg fa-github')).toEqual(resolveMenuIcon('fab fa-github'))
  })

  it('draws nothing for unknown names, emoji and other text', () => {
    for (const text of ['fa-solid fa-spaceship', 'fab fa-user', 'fa-fw', 'home', '📚', '', '   ']) {
      expect(resolveMenuIcon(text)).toBeNull()
    }
  })
})

describe('buildMenus', () => {
  it('carries the drawing on Menu and SubMenu links that name an icon, and no key on the others', () => {
    const menus = buildMenus([row('a', 'Menu', 'fas fa-user'), row('b', 'SubMenu', 'fab fa-weixin'), row('c', 'Menu', '📚')], DEFAULT_RULES)
    expect(menus[0]?.svg).toEqual(resolveMenuIcon('fas fa-user'))
    expect(menus[0]?.subMenus[0]?.svg).toEqual(resolveMenuIcon('fab fa-weixin'))
    // Page props cannot hold undefined.
    expect(menus[1]).not.toHaveProperty('svg')
    expect(menus[1]?.icon).toBe('📚')
  })
})

describe('the icon packages stay on the server', () => {
  it('no file under components/ or themes/ imports them', () => {
    const files = [...sourcesUnder('components'), ...sourcesUnder('themes')]
    expect(files.length).toBeGreaterThan(100)
    const importing = files.filter((f) => /['"]@fortawesome\//.test(readFileSync(path.join(ROOT, f), 'utf8')))
    expect(importing).toEqual([])
  })

  it('the browser code reaches neither them nor the module that reads them', () => {
    const reached = reachableFrom(BROWSER_ENTRIES)
    expect(reached.has('components/navigation/MenuIcon.tsx')).toBe(true)
    expect([...reached].filter((f) => f.startsWith('pkg:@fortawesome'))).toEqual([])
    expect(reached.has('lib/site/menu-icons.ts')).toBe(false)
  })
})
