// @vitest-environment node
// "A theme owns its look, not the rules": a theme's files import only the shared kit
// (components/), the contract, their own folder, React and Next, the dictionaries' hook, and —
// in config.ts alone — zod and the shared settings fragments. Every rule about posts, locks,
// TOCs, menus, links, paging, redirects, languages and settings lives behind those imports.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { disallowedImports, THEMES } from '@/__tests__/fixtures/theme-imports'

function themeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return themeFiles(full)
    return /\.(tsx?|css)$/.test(name) ? [full] : []
  })
}

describe('themes import only the kit, the contract and their own folder', () => {
  it('the scan tells allowed from disallowed imports', () => {
    const file = path.join(THEMES, 'hexo', 'layouts', 'LayoutIndex.tsx')
    const source = [
      "import { Article } from '@/components/sections/article/Article'",
      "import type { LayoutDataMap } from '@/themes/contract'",
      "import { useState } from 'react'",
      "import { useT } from '@/lib/i18n/react'",
      "import { Card } from '../cards/Card'",
      "import { paginate } from '@/lib/routes/page-props'",
      "import { Page } from '../../example/frame/Page'",
      "import { z } from 'zod'",
      "const x = () => import('@/lib/site/types')",
    ].join('\n')
    expect(disallowedImports(file, source)).toEqual(['@/lib/routes/page-props', '../../example/frame/Page', 'zod', '@/lib/site/types'])
    const config = path.join(THEMES, 'hexo', 'config.ts')
    expect(disallowedImports(config, "import { z } from 'zod'\nimport { menuSettings } from '@/lib/theme/settings/fragments'")).toEqual([])
  })

  it('no theme file imports anything else', () => {
    const folders = readdirSync(THEMES).filter((n) => statSync(path.join(THEMES, n)).isDirectory())
    const violations = folders.flatMap((theme) =>
      themeFiles(path.join(THEMES, theme)).flatMap((file) =>
        disallowedImports(file, readFileSync(file, 'utf8')).map((s) => `${path.relative(process.cwd(), file)}: ${s}`),
      ),
    )
    expect(violations).toEqual([])
  })
})
