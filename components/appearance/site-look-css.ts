// The owner's look (lib/theme/site-look.ts) as one small style sheet. Unlayered, so it wins
// over the themes' Tailwind classes: the page background on <html> and the theme's root, and
// the font variables styles/globals.css defines (the families every theme's text uses). The
// values are safe in CSS text: colours are #hex and font lists refuse ; { } < > and \.
import type { SiteLook } from '@/lib/theme/site-look'
import type { ThemeName } from '@/lib/theme/theme-names'

export function siteLookCss(look: SiteLook, theme: ThemeName): string {
  const rules: string[] = []
  const root = `#theme-${theme}`
  const { background, fonts } = look
  if (background?.light) rules.push(`html:not(.dark),html:not(.dark) ${root}{background-color:${background.light}}`)
  if (background?.dark) rules.push(`html.dark,html.dark ${root}{background-color:${background.dark}}`)
  const variables = [
    fonts?.sans ? `--font-sans:${fonts.sans}` : '',
    fonts?.serif ? `--font-serif:${fonts.serif}` : '',
    fonts?.body === 'serif' ? '--folio-font-body:var(--font-serif)' : '',
  ].filter(Boolean)
  if (variables.length > 0) rules.push(`:root{${variables.join(';')}}`)
  return rules.join('')
}
