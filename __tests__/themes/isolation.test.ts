// @vitest-environment node
// "Themes never import each other" (themes/README.md): every file under themes/<a>/ is scanned
// for imports that reach into another theme's folder, by alias (`@/themes/b/…`) or by a
// relative path (`../../b/…`). Shared code lives in components/ and lib/, or themes/*.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = process.cwd()
const THEMES_DIR = path.join(ROOT, 'themes')

/** Module specifiers of `import … from`, `export … from`, `import '…'`, `import()`, `require()`, CSS `@import`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|@import\s+(?:url\()?\s*)['"]([^'"]+)['"]/g

function crossThemeImports(file: string, source: string, themes: readonly string[]): string[] {
  const own = path.relative(THEMES_DIR, file).split(path.sep)[0]
  const found: string[] = []
  for (const match of source.matchAll(SPECIFIER)) {
    const specifier = match[1]!
    let target: string | undefined
    if (specifier.startsWith('@/')) target = path.join(ROOT, specifier.slice(2))
    else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier)
    if (!target) continue
    const inThemes = path.relative(THEMES_DIR, target)
    if (inThemes.startsWith('..')) continue
    const theme = inThemes.split(path.sep)[0]
    if (theme && theme !== own && themes.includes(theme)) found.push(specifier)
  }
  return found
}

function themeFolders(): string[] {
  return readdirSync(THEMES_DIR).filter((name) => statSync(path.join(THEMES_DIR, name)).isDirectory())
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(?:[cm]?[jt]sx?|css)$/.test(name) ? [full] : []
  })
}

describe('themes never import each other', () => {
  it('the scan finds alias, relative, dynamic and CSS imports of another theme', () => {
    const file = path.join(THEMES_DIR, 'medium', 'layouts', 'LayoutX.tsx')
    const themes = ['medium', 'example']
    const source = [
      "import { Page } from '@/themes/example/frame/Page'",
      "import x from '../../example/config'",
      "export { y } from '../../example'",
      "const lazy = () => import('@/themes/example/layouts/LayoutIndex')",
      "@import '../../example/styles.css';",
      "import { MediumFrame } from '../frame/MediumFrame'",
      "import { config } from '@/themes/medium/config'",
      "import type { ThemeDefinition } from '@/themes/contract'",
      "import { useSite } from '@/components/site/SiteContext'",
      "import React from 'react'",
    ].join('\n')
    expect(crossThemeImports(file, source, themes)).toEqual([
      '@/themes/example/frame/Page',
      '../../example/config',
      '../../example',
      '@/themes/example/layouts/LayoutIndex',
      '../../example/styles.css',
    ])
  })

  it('no theme imports another', () => {
    const themes = themeFolders()
    expect(themes.length).toBeGreaterThan(1)
    const violations = themes.flatMap((theme) =>
      sourceFiles(path.join(THEMES_DIR, theme)).flatMap((file) =>
        crossThemeImports(file, readFileSync(file, 'utf8'), themes).map((s) => `${path.relative(ROOT, file)} imports ${s}`),
      ),
    )
    expect(violations).toEqual([])
  })
})
