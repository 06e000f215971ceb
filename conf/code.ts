// Code blocks in posts. Highlighting happens on the server (lib/notion/code-highlight.ts);
// the themes' rules reach only pages that show code.
import { z } from 'zod'

/** Themes shipped with prismjs (prismjs/themes/<name>.css). */
export const PRISM_THEMES = [
  'prism',
  'prism-coy',
  'prism-dark',
  'prism-funky',
  'prism-okaidia',
  'prism-solarizedlight',
  'prism-tomorrow',
  'prism-twilight',
] as const

export type PrismTheme = (typeof PRISM_THEMES)[number]

export const DEFAULT_CODE_THEMES = { light: 'prism', dark: 'prism-tomorrow' } as const satisfies Record<string, PrismTheme>

export const codeSettings = z.object({
  CODE_THEME_LIGHT: z
    .enum(PRISM_THEMES)
    .default(DEFAULT_CODE_THEMES.light)
    .describe('Code highlighting theme in light mode'),
  CODE_THEME_DARK: z
    .enum(PRISM_THEMES)
    .default(DEFAULT_CODE_THEMES.dark)
    .describe('Code highlighting theme in dark mode'),
  CODE_MAC_BAR: z
    .boolean()
    .default(true)
    .describe('Draw a window bar with three dots above code blocks'),
  CODE_LINE_NUMBERS: z.boolean().default(false).describe('Number the lines of code blocks'),
  CODE_COPY_BUTTON: z.boolean().default(true).describe('Show a copy button on code blocks'),
  CODE_COLLAPSE: z.boolean().default(false).describe('Let readers fold code blocks'),
  CODE_COLLAPSE_EXPANDED: z.boolean().default(true).describe('Foldable code blocks start open'),
})
