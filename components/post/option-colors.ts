// Chip colours for Notion's select colours, readable in light and dark mode. Full class names
// are spelled out so Tailwind finds them in the source. styles/kit.css applies the same classes
// per colour as `folio-chip-<colour>` (a test keeps the two equal).
import type { OptionColor } from '@/lib/site/types'

export const OPTION_COLOR_CLASSES: Readonly<Record<OptionColor, string>> = {
  default: 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300',
  gray: 'bg-gray-200 text-gray-700 dark:bg-neutral-700/60 dark:text-neutral-200',
  brown: 'bg-[#eee0da] text-[#5c3b2c] dark:bg-[#4a3328] dark:text-[#e7d3c9]',
  orange: 'bg-orange-100 text-orange-800 dark:bg-orange-900/40 dark:text-orange-200',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/40 dark:text-yellow-200',
  green: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-200',
  purple: 'bg-purple-100 text-purple-800 dark:bg-purple-900/40 dark:text-purple-200',
  pink: 'bg-pink-100 text-pink-800 dark:bg-pink-900/40 dark:text-pink-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200',
}

/** The colour as a known option colour; unknown colours read as `default`. */
export function optionColorOf(color: string): OptionColor {
  return Object.hasOwn(OPTION_COLOR_CLASSES, color) ? (color as OptionColor) : 'default'
}

/** Background and text classes for a Notion colour; unknown colours read as `default`. */
export function optionColorClasses(color: string): string {
  return OPTION_COLOR_CLASSES[optionColorOf(color)]
}
