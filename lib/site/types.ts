// The domain types every route and theme sees. Nothing here knows Notion's shapes:
// lib/notion/ converts records into these, and only these travel to pages and themes.

/** Row kinds of the blog database (labels are renameable in config, matched case-insensitively). */
export type PostType = 'Post' | 'Page' | 'Notice' | 'Menu' | 'SubMenu' | 'Config'

/** Visibility as the owner set it. Anything that is neither is a draft and never reaches visitors. */
export type PostStatus = 'Published' | 'Invisible'

/** Notion's select colours, carried by tags and categories. */
export type OptionColor =
  | 'default'
  | 'gray'
  | 'brown'
  | 'orange'
  | 'yellow'
  | 'green'
  | 'blue'
  | 'purple'
  | 'pink'
  | 'red'

export interface TagItem {
  name: string
  color: OptionColor
  /** Published posts carrying the tag (0 when the option is unused). */
  count: number
}

export interface CategoryItem {
  name: string
  color: OptionColor
  count: number
}

export interface TocEntry {
  /** Block id (32 hex, no dashes): the anchor the body renderer gives the heading. */
  id: string
  text: string
  /** 0, 1 or 2; never jumps by more than one from the previous entry. */
  indentLevel: number
}

/** The row's date property as Notion holds it (absent parts are left out, not undefined). */
export interface PostDate {
  /** `yyyy-MM-dd` */
  start_date: string
  /** `HH:mm` */
  start_time?: string
  end_date?: string
  end_time?: string
  /** IANA zone the times are in. */
  time_zone?: string
}

/**
 * A post or page as lists and headers show it. Deliberately free of the body, the
 * password and anything the visitor must not see.
 */
export interface PostSummary {
  /** Notion page id, 32 hex without dashes. */
  id: string
  type: PostType
  status: PostStatus
  title: string
  /** The slug as written (or the id when empty). */
  slug: string
  /** Site-relative URL (`/article/hello`), or an absolute external URL. */
  href: string
  /** True when href is an http(s) URL: open in a new tab with rel=noopener. */
  external: boolean
  summary: string
  /** First category (most themes show one). */
  category: string | null
  /** Every category when the property is multi-select. */
  categories: string[]
  tags: string[]
  tagItems: TagItem[]
  /** The date property as written, null when empty (publishDate falls back to the created time). */
  date: PostDate | null
  /** Publish instant as ISO 8601 (date property, else created time). */
  publishDate: string
  /** Publish day `yyyy-MM-dd` in the site's time zone. */
  publishDay: string
  lastEditedDate: string
  lastEditedDay: string
  /** Emoji or image URL from the page icon (image URLs already mapped). */
  pageIcon: string
  /** Cover image URL (mapped), or '' when none. */
  pageCover: string
  /** A smaller rendition of the cover for cards. */
  pageCoverThumbnail: string
  /** The `icon` property: an icon class string, used by menus. */
  icon: string
  /** `Hide` hides comments. */
  comment: string
  fullWidth: boolean
  /** The post has a password; its content is withheld until the server verifies it. */
  locked: boolean
  /** Parsed `ext` JSON (invalid JSON is reported and ignored). */
  ext: Record<string, unknown>
}

/** What the article header needs beyond the summary; computed from the body, so locked posts get zeros. */
export interface PostDetail extends PostSummary {
  toc: TocEntry[]
  wordCount: number
  /** Minutes. */
  readTime: number
}

/** A menu link's icon as one SVG path in its box (lib/site/menu-icons.ts). */
export interface MenuIconSvg {
  viewBox: string
  path: string
}

export interface SubMenuLink {
  id: string
  icon: string
  /** The drawing of the Font Awesome icon that `icon` names; absent when it names none. */
  svg?: MenuIconSvg
  title: string
  href: string
  target: '_self' | '_blank'
  /** An internal path that is no page of the site (lib/site/menu-pages.ts): no prefetch. */
  notAPage?: true
}

export interface MenuLink {
  id: string
  icon: string
  /** The drawing of the Font Awesome icon that `icon` names; absent when it names none. */
  svg?: MenuIconSvg
  name: string
  href: string
  target: '_self' | '_blank'
  /** An internal path that is no page of the site (lib/site/menu-pages.ts): no prefetch. */
  notAPage?: true
  show: boolean
  subMenus: SubMenuLink[]
}

export interface SiteInfo {
  title: string
  description: string
  /** Site icon URL or emoji. */
  icon: string
  pageCover: string
}

/** One archive heading: `yyyy-MM` and its posts, newest first. */
/** An archive line: a date and a linked title (the archive ships nothing more per post). */
export type ArchiveEntry = Pick<PostSummary, 'id' | 'title' | 'href' | 'external' | 'publishDate' | 'publishDay' | 'pageIcon'>

export interface ArchiveGroup {
  month: string
  posts: ArchiveEntry[]
}

export interface NavPage {
  shortId: string
  href: string
  slug: string
  title: string
}
