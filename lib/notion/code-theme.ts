// The Prism themes chosen for code blocks (CODE_THEME_LIGHT / CODE_THEME_DARK), scoped so the
// light one applies without html.dark and the dark one with it. Prism's theme files style
// global selectors, so they cannot both be imported; the server reads them once and prefixes
// every rule instead. Sent only with bodies that hold code.
import { readFileSync } from 'node:fs'
import path from 'node:path'

export { DEFAULT_CODE_THEMES } from '@/conf/code'

const LIGHT_SCOPE = 'html:not(.dark) .folio-code'
const DARK_SCOPE = 'html.dark .folio-code'

function matchingBrace(css: string, open: number): number {
  let depth = 0
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++
    else if (css[i] === '}' && --depth === 0) return i
  }
  return css.length
}

/** Prefixes every selector of a stylesheet (rules and rules inside at-blocks) with `scope`. */
export function scopeCss(css: string, scope: string): string {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '')
  let out = ''
  let i = 0
  while (i < source.length) {
    const open = source.indexOf('{', i)
    if (open < 0) break
    const prelude = source.slice(i, open).trim()
    const close = matchingBrace(source, open)
    const inner = source.slice(open + 1, close)
    if (prelude.startsWith('@')) {
      out += `${prelude}{${scopeCss(inner, scope)}}`
    } else {
      const selectors = prelude.split(',').map((s) => `${scope} ${s.trim()}`)
      out += `${selectors.join(',')}{${inner.trim().replace(/\s*\n\s*/g, '')}}`
    }
    i = close + 1
  }
  return out
}

const cache = new Map<string, string>()

function themeFile(name: string): string {
  const cached = cache.get(name)
  if (cached !== undefined) return cached
  let css = ''
  try {
    if (!/^[a-z-]+$/.test(name)) throw new Error('not a theme name')
    css = readFileSync(path.join(process.cwd(), 'node_modules', 'prismjs', 'themes', `${name}.css`), 'utf8')
  } catch (error) {
    console.warn(`[code] Prism theme "${name}" could not be read (${(error as Error).message}); code blocks stay uncoloured`)
  }
  cache.set(name, css)
  return css
}

/** Rules for both modes: `light` without html.dark, `dark` with it. */
export function codeThemeCss(light: string, dark: string): string {
  return scopeCss(themeFile(light), LIGHT_SCOPE) + scopeCss(themeFile(dark), DARK_SCOPE)
}
