// The shape every demo content module exports. One DemoPost is one row of the blog database.
import { notionId } from '@/lib/notion/builder'
import type { BlockSpec, DateInput, RichTextInput } from '@/lib/notion/builder'
import type { CoverArt } from '../art/covers'

export interface DemoPost {
  /** Stable seed of the page id: never change it once published, links depend on it. */
  key: string
  title: RichTextInput
  /** Readable kebab-case; '' falls back to the page id. Menus hold a path or URL here. */
  slug: string
  type?: 'Post' | 'Page' | 'Notice' | 'Menu' | 'SubMenu' | 'Config'
  status?: 'Published' | 'Invisible' | 'Draft'
  category?: string
  tags?: string[]
  /** `yyyy-MM-dd`, or a full date with time and zone. */
  date?: string | DateInput
  summary?: string
  /** Page icon (emoji). */
  emoji?: string
  /** Generated cover, written to /demo/images/cover-<key>.svg. */
  cover?: CoverArt
  password?: string
  /** The `icon` property: an icon class for menus, e.g. `fas fa-home`. */
  iconClass?: string
  comment?: 'Show' | 'Hide'
  ext?: string
  fullWidth?: boolean
  /** Days between creation and the last edit (default derived from the key). */
  editedAfterDays?: number
  body: BlockSpec[]
}

/** The dashed page id of a demo row, for mentions and links between posts. */
export function demoPageId(key: string): string {
  return notionId(`folio-demo/page/${key}`)
}

/** Site-relative URL of a generated image. */
export function demoImage(name: string): string {
  return `/demo/images/${name}`
}
