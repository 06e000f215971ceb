// `prefers-reduced-motion: reduce` stops every animation and transition: the site-wide rule in
// styles/globals.css, and the shared moving parts' own rules (notice ticker, loading cover,
// technology strip, tab panels) that say what they show instead.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.join(import.meta.dirname, '..', '..')
const css = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** The bodies of a sheet's `@media (prefers-reduced-motion: reduce)` blocks. */
function reducedMotionBlocks(sheet: string): string[] {
  const blocks: string[] = []
  const opener = /@media\s*\(prefers-reduced-motion:\s*reduce\)\s*\{/g
  for (let m = opener.exec(sheet); m; m = opener.exec(sheet)) {
    let depth = 1
    let i = m.index + m[0].length
    for (; i < sheet.length && depth > 0; i++) depth += sheet[i] === '{' ? 1 : sheet[i] === '}' ? -1 : 0
    blocks.push(sheet.slice(m.index + m[0].length, i - 1))
  }
  return blocks
}

describe('reduced motion', () => {
  it('ends every animation and transition on the whole page', () => {
    const global = reducedMotionBlocks(css('styles/globals.css')).join('\n')
    expect(global).toMatch(/\*,\s*\*::before,\s*\*::after\s*\{/)
    for (const rule of ['animation-duration', 'animation-iteration-count', 'transition-duration', 'scroll-behavior']) {
      expect(global, rule).toMatch(new RegExp(`${rule}:[^;]+!important;`))
    }
  })

  it.each([
    'components/home/NoticeTicker.module.css',
    'components/home/LoadingCover.module.css',
    'components/home/TechIconStrip.module.css',
    'components/chrome/tabs/TabPanelTransition.module.css',
  ])('%s says what it shows without motion', (file) => {
    expect(reducedMotionBlocks(css(file)).join('')).toMatch(/(animation|transition)[\w-]*:/)
  })
})
