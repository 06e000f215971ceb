// Tailwind 4 reads most settings from CSS; this file holds the theme extensions shared by all
// themes (loaded from styles/globals.css with @config).
import type { Config } from 'tailwindcss'

export default {
  content: ['./pages/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './themes/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        serif: ['"Noto Serif SC"', 'Georgia', 'serif'],
      },
    },
  },
} satisfies Config
