// The settings the domain layer applies to workspace rows, gathered from the site config.
import type { PostStatus, PostType } from './types'

export interface SiteRules {
  typeLabels: Record<PostType, string>
  statusLabels: Record<PostStatus, string>
  postUrlPrefix: string
  sortBy: 'notion' | 'date'
  schedulePublish: boolean
  tagSortByCount: boolean
  latestPostsCount: number
  /** Zone for dates that carry none, and for publish days. */
  timeZone: string
  /** Configured language-site prefixes (NOTION_PAGE_ID `en:…`): menu links to them are pages. */
  languagePrefixes?: readonly string[]
}

export const DEFAULT_RULES: SiteRules = {
  typeLabels: {
    Post: 'Post',
    Page: 'Page',
    Notice: 'Notice',
    Menu: 'Menu',
    SubMenu: 'SubMenu',
    Config: 'Config',
  },
  statusLabels: { Published: 'Published', Invisible: 'Invisible' },
  postUrlPrefix: 'article',
  sortBy: 'notion',
  schedulePublish: true,
  tagSortByCount: true,
  latestPostsCount: 6,
  timeZone: 'UTC',
}
