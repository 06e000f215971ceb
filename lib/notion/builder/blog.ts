// Ready-made pieces of a blog workspace: the blog database schema with the default property
// names, and the Config page's inline settings database.
import { inlineDatabase } from './blocks-media'
import type { BlockSpec } from './block-spec'
import { notionId } from './ids'
import type { OptionColor, PropertySpec } from './properties'

export interface OptionSpec {
  value: string
  color?: OptionColor
}

export interface BlogSchemaOptions {
  seed?: string
  categories?: OptionSpec[]
  tags?: OptionSpec[]
  /** Rename columns, e.g. `{ slug: 'URL' }`. */
  names?: Partial<Record<BlogField, string>>
}

export type BlogField =
  | 'title'
  | 'type'
  | 'status'
  | 'slug'
  | 'category'
  | 'tags'
  | 'date'
  | 'summary'
  | 'password'
  | 'icon'
  | 'ext'
  | 'comment'

/** Property ids worth testing against: real ones contain backslashes, quotes and UUIDs. */
export const ODD_PROPERTY_IDS = {
  slug: 'a\\b}',
  summary: 'x"L]',
} as const

export function blogSchema(options: BlogSchemaOptions = {}): PropertySpec[] {
  const seed = options.seed ?? 'blog'
  const name = (field: BlogField) => options.names?.[field] ?? field
  return [
    { name: name('title'), type: 'title' },
    {
      name: name('type'),
      type: 'select',
      id: notionId(`${seed}/property/type`),
      options: [
        { value: 'Post', color: 'blue' },
        { value: 'Page', color: 'green' },
        { value: 'Notice', color: 'yellow' },
        { value: 'Menu', color: 'purple' },
        { value: 'SubMenu', color: 'pink' },
        { value: 'Config', color: 'gray' },
      ],
    },
    {
      name: name('status'),
      type: 'select',
      options: [
        { value: 'Published', color: 'green' },
        { value: 'Invisible', color: 'gray' },
        { value: 'Draft', color: 'orange' },
      ],
    },
    { name: name('slug'), type: 'text', id: ODD_PROPERTY_IDS.slug },
    { name: name('category'), type: 'select', options: options.categories ?? [] },
    { name: name('tags'), type: 'multi_select', options: options.tags ?? [] },
    { name: name('date'), type: 'date' },
    { name: name('summary'), type: 'text', id: ODD_PROPERTY_IDS.summary },
    { name: name('password'), type: 'text' },
    { name: name('icon'), type: 'text' },
    { name: name('ext'), type: 'text' },
    {
      name: name('comment'),
      type: 'select',
      options: [
        { value: 'Show', color: 'green' },
        { value: 'Hide', color: 'red' },
      ],
    },
  ]
}

export interface ConfigEntry {
  name: string
  value: string
  enable: boolean
  remark?: string
}

/**
 * The Config row's inline database: columns Name (title), Value, Enable (checkbox), Remark.
 * `chinese` uses the alternative column names 配置名 / 配置值 / 启用 / 备注.
 */
export function configDatabase(seed: string, entries: ConfigEntry[], chinese = false): BlockSpec {
  const [nameCol, valueCol, enableCol, remarkCol] = chinese
    ? ['配置名', '配置值', '启用', '备注']
    : ['Name', 'Value', 'Enable', 'Remark']
  return inlineDatabase({
    seed,
    title: chinese ? '配置' : 'Settings',
    schema: [
      { name: nameCol, type: 'title' },
      { name: valueCol, type: 'text' },
      { name: enableCol, type: 'checkbox' },
      { name: remarkCol, type: 'text' },
    ],
    views: [{ type: 'table', name: 'All settings' }],
    rows: entries.map((e) => ({
      seed: `${seed}/${e.name}`,
      properties: {
        [nameCol]: e.name,
        [valueCol]: e.value,
        [enableCol]: e.enable,
        [remarkCol]: e.remark,
      },
    })),
  })
}
