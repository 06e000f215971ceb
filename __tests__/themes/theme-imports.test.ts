// @vitest-environment node
// "A theme owns its look, not the rules": a theme's files import only the shared kit
// (components/), the contract, their own folder, React and Next, the dictionaries' hook, and —
// in config.ts alone — zod and the shared settings fragments. Every rule about posts, locks,
// TOCs, menus, links, paging, redirects, languages and settings lives behind those imports.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const THEMES = path.join(process.cwd(), 'themes')
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g

const EVERYWHERE = [/^@\/components\//, /^@\/themes\/contract$/, /^react(\/|$)/, /^next\/(router|dynamic|head|link)$/, /^@\/lib\/i18n\/react$/]
const CONFIG_ONLY = [/^zod$/, /^@\/lib\/theme\/settings\/fragments$/]

export function disallowedImports(file: string, source: string): string[] {
  const own = path.relative(THEMES, file).split(path.sep)[0]!
  const isConfig = path.basename(file) === 'config.ts'
  const bad: string[] = []
  for (const m of source.matchAll(SPECIFIER)) {
    const spec = (m[1] ?? m[2] ?? m[3])!
    if (spec.startsWith('.')) {
      const target = path.relative(THEMES, path.resolve(path.dirname(file), spec))
      if (target.split(path.sep)[0] === own && !target.startsWith('..')) continue
      bad.push(spec)
      continue
    }
    if (EVERYWHERE.some((r) => r.test(spec))) continue
    if (isConfig && CONFIG_ONLY.some((r) => r.test(spec))) continue
    bad.push(spec)
  }
  return bad
}

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
