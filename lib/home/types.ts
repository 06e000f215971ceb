// What the home widgets need from the server: the owner's settings for them plus the
// recommended posts. Travels in LayoutIndex data only, and stays small (links, not posts).
import type { PostLink } from '@/lib/routes/types'

/** A titled link of the notice bar; opens in a new window. */
export interface NoticeLink {
  title: string
  /** An http(s) URL or a site path. */
  url: string
}

/** One of the hero's category shortcut buttons. */
export interface HeroShortcut {
  title: string
  url: string
}

/**
 * Two technology icons shown one above the other in the hero's scrolling strip. `img_*` is an
 * image URL or path, or the name of one of our inline icons (see components/home/tech-icons).
 */
export interface HeroIconPair {
  title_1: string
  img_1: string
  color_1: string
  title_2: string
  img_2: string
  color_2: string
}

export interface QuoteSource {
  /** The quote service (hitokoto-style JSON: hitokoto, uuid, from). */
  apiUrl: string
  /** Where a quote links to; `{uuid}` becomes the quote's id ('' for no link). */
  linkTemplate: string
}

export interface TodayCardSettings {
  url: string
  /** '' shows the dictionary's label. */
  title: string
  /** '' draws a gradient instead (the site cover's text would be cropped under the label). */
  image: string
}

export interface HomeWidgets {
  noticeLinks: NoticeLink[]
  /** null when the owner turned the quote off (empty HOME_QUOTE_API_URL). */
  quote: QuoteSource | null
  heroShortcuts: HeroShortcut[]
  heroIcons: HeroIconPair[]
  /** At most RECOMMENDED_LIMIT posts, in display order. */
  recommended: PostLink[]
  today: TodayCardSettings
}
