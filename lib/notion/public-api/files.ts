// File objects, icons and covers of the public API as the strings /api/v3 stores: an emoji, or
// the file's address (Notion-hosted uploads come signed for an hour; the site never shows that
// link itself, see lib/notion/file-ref.ts).

/** `{type:'file', file:{url, expiry_time}}` or `{type:'external', external:{url}}`, and icons. */
export interface PublicFileObject {
  type: string
  file?: { url: string; expiry_time?: string }
  external?: { url: string }
  emoji?: string
  custom_emoji?: { url: string }
  name?: string
}

/** The address a file object holds, or '' when it holds none. */
export function fileAddress(file: PublicFileObject | null | undefined): string {
  if (!file) return ''
  if (file.type === 'file') return file.file?.url ?? ''
  if (file.type === 'external') return file.external?.url ?? ''
  return ''
}

/** When a Notion-hosted file's link stops working (ms since epoch), if it says. */
export function fileExpiry(file: PublicFileObject | null | undefined): number | undefined {
  const at = file?.type === 'file' ? file.file?.expiry_time : undefined
  const ms = at ? Date.parse(at) : Number.NaN
  return Number.isNaN(ms) ? undefined : ms
}

/** A page or database icon as the classic `page_icon`: an emoji, or an image address. */
export function iconText(icon: PublicFileObject | null | undefined): string {
  if (!icon) return ''
  if (icon.type === 'emoji') return icon.emoji ?? ''
  if (icon.type === 'custom_emoji') return icon.custom_emoji?.url ?? ''
  // Notion's own icon set (`type: 'icon'`) has no address a page could show.
  return fileAddress(icon)
}
