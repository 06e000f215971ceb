// Tailwind 4 reads most settings from CSS; this file holds the theme extensions shared by all
// themes (loaded from styles/globals.css with @config).
import type { Config } from 'tailwindcss'

export default {
  content: ['./pages/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './themes/**/*.{ts,tsx}'],
  // The font families are FONT_SANS's and FONT_SERIF's defaults, in styles/globals.css.
} satisfies Config
