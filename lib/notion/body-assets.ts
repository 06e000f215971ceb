// Images the renderer would draw outside Folio's image component, or from Notion's own host:
// rewritten so every one of them goes through components/notion's Image and NOTION_HOST.
// - Google Drive blocks: react-notion-x draws their preview as <img> on the server and as
//   another component in the browser (a hydration mismatch); shown as the bookmark card they
//   are, whose images go through the Image component.
// - Built-in Notion icons (`/icons/…`): the renderer asks www.notion.so for them directly;
//   made absolute here so they reach the URL mapper (image-url.ts routes them to NOTION_HOST).
// - People's photos (mentions, person cells) are drawn the same mismatching way: left out.
import type { Block, Collection, ExtendedRecordMap } from 'notion-types'
import { NOTION_ASSET_ORIGIN } from './image-url'
import { shownUrlOrNothing } from './script-urls'

type Json = Record<string, unknown>
type AssetMaps = Pick<ExtendedRecordMap, 'block' | 'collection' | 'notion_user'>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A built-in icon as an absolute URL (light mode; the renderer switches it in dark mode). */
export function absoluteIcon(icon: unknown): unknown {
  if (typeof icon !== 'string' || !icon.startsWith('/icons/')) return icon
  return `${NOTION_ASSET_ORIGIN}${icon}${icon.includes('?') ? '' : '?mode=light'}`
}

function driveAsBookmark(block: Block): Block {
  const drive = (block.format as { drive_properties?: Json } | undefined)?.drive_properties
  if (!isObject(drive) || typeof drive.url !== 'string') return block
  const text = (v: unknown) => (typeof v === 'string' && v ? [[v]] : undefined)
  const properties = { link: [[drive.url]], title: text(drive.title) ?? [[drive.url]] }
  const format: Json = {}
  if (typeof drive.icon === 'string') format.bookmark_icon = drive.icon
  if (typeof drive.thumbnail === 'string') format.bookmark_cover = drive.thumbnail
  return { ...block, type: 'bookmark', properties, format } as unknown as Block
}

function withIcon<T extends { format?: unknown }>(record: T): T {
  const format = record.format as { page_icon?: unknown } | undefined
  const icon = absoluteIcon(format?.page_icon)
  return icon === format?.page_icon ? record : { ...record, format: { ...format, page_icon: icon } }
}

function drawableBlock(block: Block): Block {
  return withIcon(block.type === 'drive' ? driveAsBookmark(block) : block)
}

export function withDrawableAssets<T extends AssetMaps>(body: T): T {
  const block: ExtendedRecordMap['block'] = {}
  for (const [id, box] of Object.entries(body.block)) {
    const value = box?.value as Block | undefined
    const drawn = value ? drawableBlock(value) : value
    block[id] = drawn === value ? box : { ...box!, value: drawn! }
  }
  const collection: ExtendedRecordMap['collection'] = {}
  for (const [id, box] of Object.entries(body.collection)) {
    const value = box?.value as Collection | undefined
    const icon = typeof value?.icon === 'string' ? shownUrlOrNothing(absoluteIcon(value.icon) as string, `database ${id} icon`, 'file') : value?.icon
    collection[id] =
      !value || icon === value.icon ? box : { ...box!, value: { ...value, icon } as Collection }
  }
  const users: ExtendedRecordMap['notion_user'] = {}
  for (const [id, box] of Object.entries(body.notion_user ?? {})) {
    const value = box?.value as Json | undefined
    users[id] =
      value && 'profile_photo' in value
        ? ({ ...box, value: { ...value, profile_photo: undefined } } as unknown as typeof box)
        : box
  }
  return { ...body, block, collection, notion_user: users }
}
