// The theme's inks, paper and type, shared by its frame and its pages. No web fonts of its own:
// running text is the site's body family and headings its serif one (FONT_STYLE, FONT_SERIF),
// whose defaults name the faces systems already have, CJK included.

/** Headings and the site's name: the site's serif family. */
export const SERIF = 'font-serif'

/** Ink for titles and links; body text one step lighter. */
export const INK = 'text-[#2e405b] dark:text-[#e6e1d8]'
export const TEXT = 'text-[#3a4658] dark:text-[#cfcac1]'
export const MUTED = 'text-[#6b7686] dark:text-[#9d988f]'
export const RULE = 'border-[#2e405b] dark:border-[#cfcac1]'

/** Underlined links, as on a printed page; the underline thickens on hover. */
export const UNDERLINED = 'underline decoration-1 underline-offset-[5px] hover:decoration-2 hover:text-(--folio-accent)'

/** The faint squared paper behind the page (TYPOGRAPHY_GRID_PAPER). */
export const GRID_PAPER =
  '[background-image:linear-gradient(to_right,rgb(46_64_91/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(46_64_91/0.05)_1px,transparent_1px)] [background-size:12px_12px] dark:[background-image:linear-gradient(to_right,rgb(255_255_255/0.035)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.035)_1px,transparent_1px)]'

/** Type that reads well in CJK and Latin: space between the scripts, no lone last words. */
export const READABLE = '[text-autospace:normal] [text-wrap:pretty] [line-break:strict]'
