// Server side: the home widgets' data from the resolved settings and the published posts.
import type { SiteConfig } from '@/lib/config'
import { toPostLink } from '@/lib/routes/chrome'
import type { PostSummary } from '@/lib/site/types'
import { recommendedPosts } from './recommended-posts'
import type { HomeWidgets } from './types'

type HomeSettings = Pick<
  SiteConfig,
  | 'HOME_NOTICE_LINKS'
  | 'HOME_QUOTE_API_URL'
  | 'HOME_QUOTE_LINK'
  | 'HOME_HERO_CATEGORIES'
  | 'HOME_HERO_ICONS'
  | 'HOME_RECOMMEND_TAG'
  | 'HOME_RECOMMEND_SORT_BY_UPDATE'
  | 'HOME_TODAY_URL'
  | 'HOME_TODAY_TITLE'
  | 'HOME_TODAY_IMAGE'
>

export function buildHomeWidgets(c: HomeSettings, posts: readonly PostSummary[]): HomeWidgets {
  const recommended = recommendedPosts(posts, {
    tag: c.HOME_RECOMMEND_TAG,
    sortByUpdate: c.HOME_RECOMMEND_SORT_BY_UPDATE,
  })
  return {
    noticeLinks: c.HOME_NOTICE_LINKS.map(({ title, url }) => ({ title, url })),
    quote: c.HOME_QUOTE_API_URL
      ? { apiUrl: c.HOME_QUOTE_API_URL, linkTemplate: c.HOME_QUOTE_LINK }
      : null,
    heroShortcuts: c.HOME_HERO_CATEGORIES.map(({ title, url }) => ({ title, url })),
    heroIcons: c.HOME_HERO_ICONS.map((pair) => ({ ...pair })),
    recommended: recommended.map(toPostLink),
    today: { url: c.HOME_TODAY_URL, title: c.HOME_TODAY_TITLE, image: c.HOME_TODAY_IMAGE },
  }
}

/** The widgets of a theme that shows none of them (lib/theme/data-needs.ts). */
export const NO_HOME_WIDGETS: HomeWidgets = Object.freeze({
  noticeLinks: [],
  quote: null,
  heroShortcuts: [],
  heroIcons: [],
  recommended: [],
  today: { url: '', title: '', image: '' },
})
