// The theme's inks, paper and type, shared by its frame and its pages. No web fonts: the
// stacks name the serif and sans faces systems already have, CJK first where it matters.

/** Headings and the site's name: a book serif, Song/Ming faces for CJK. */
export const SERIF =
  "[font-family:'Noto_Serif_CJK_SC','Source_Han_Serif_SC','Noto_Serif_SC','Songti_SC','STSong','Iowan_Old_Style','Palatino_Linotype','Georgia',serif]"

/** Running text: the system's sans, with its CJK sans before the generic fallback. */
export const SANS =
  "[font-family:-apple-system,BlinkMacSystemFont,'Segoe_UI','PingFang_SC','Hiragino_Sans_GB','Noto_Sans_CJK_SC','Microsoft_YaHei','Helvetica_Neue',Arial,sans-serif]"

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
