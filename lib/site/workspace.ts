// What the Notion adapter hands to the domain layer: rows of the blog database as plain
// typed values. lib/notion/ produces these; lib/site/ turns them into posts, menus and lists.
import type { OptionColor } from './types'

export interface RowDate {
  /** `yyyy-MM-dd` */
  startDate: string
  /** `HH:mm` */
  startTime?: string
  endDate?: string
  endTime?: string
  /** IANA zone, e.g. `Asia/Shanghai`. */
  timeZone?: string
}

export interface WorkspaceRow {
  /** 32 hex, no dashes. */
  id: string
  title: string
  /** The raw select labels; matched against configured labels by lib/site. */
  typeLabel: string
  statusLabel: string
  slug: string
  categories: string[]
  tags: string[]
  date?: RowDate
  /** Epoch ms. */
  createdTime: number
  lastEditedTime: number
  summary: string
  /** Server-only. Never copied into anything that leaves the server. */
  password: string
  icon: string
  /** Raw `ext` text; lib/site parses it. */
  ext: string
  comment: string
  /** Emoji, or an image URL already mapped for the browser. */
  pageIcon: string
  pageCover: string
  /** The cover at IMAGE_THUMBNAIL_WIDTH, for cards and lists. */
  pageCoverThumbnail: string
  fullWidth: boolean
}

export interface SelectOption {
  name: string
  color: OptionColor
}

export interface WorkspaceIndex {
  rootId: string
  title: string
  description: string
  icon: string
  cover: string
  /** Rows in the order of the database's first view. */
  rows: WorkspaceRow[]
  categoryOptions: SelectOption[]
  tagOptions: SelectOption[]
}

export interface PropertyNames {
  title: string
  type: string
  status: string
  slug: string
  category: string
  tags: string
  date: string
  summary: string
  password: string
  icon: string
  ext: string
  comment: string
}

export const DEFAULT_PROPERTY_NAMES: PropertyNames = {
  title: 'title',
  type: 'type',
  status: 'status',
  slug: 'slug',
  category: 'category',
  tags: 'tags',
  date: 'date',
  summary: 'summary',
  password: 'password',
  icon: 'icon',
  ext: 'ext',
  comment: 'comment',
}
