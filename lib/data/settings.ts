// Maps the resolved site configuration onto what the data layer needs.
import path from 'node:path'
import type { SiteConfig } from '@/lib/config'
import { parseNotionPageIds } from '@/lib/config'
import { setNotionFileOrigins, type ImageUrlOptions } from '@/lib/notion/image-url'
import type { SiteRules } from '@/lib/site/rules'
import type { PropertyNames } from '@/lib/site/workspace'

/** The bundled demo workspace, served when no NOTION_PAGE_ID is set. */
export const DEMO_ROOT_ID = 'f01105a1e0b14c0f8a2d5e6b7c8d9e0f'
export const DEMO_SNAPSHOT_DIR = path.join(process.cwd(), 'demo', 'workspace')

export type SourceSetting =
  | { kind: 'demo'; rootId: string; dir: string }
  | { kind: 'snapshot'; rootId: string; dir: string }
  | { kind: 'live'; rootId: string }

export function sourceSetting(config: SiteConfig, lang?: string): SourceSetting {
  const raw = String(config.NOTION_PAGE_ID ?? '').trim()
  if (!raw) return { kind: 'demo', rootId: DEMO_ROOT_ID, dir: DEMO_SNAPSHOT_DIR }
  const ids = parseNotionPageIds(raw)
  const rootId = (lang ? ids.byLang[lang] : undefined) ?? ids.defaultId
  const dir = String(config.NOTION_SNAPSHOT_DIR ?? '').trim()
  return dir ? { kind: 'snapshot', rootId, dir: path.resolve(dir) } : { kind: 'live', rootId }
}

export function propertyNames(c: SiteConfig): PropertyNames {
  return {
    title: c.NOTION_PROPERTY_TITLE,
    type: c.NOTION_PROPERTY_TYPE,
    status: c.NOTION_PROPERTY_STATUS,
    slug: c.NOTION_PROPERTY_SLUG,
    category: c.NOTION_PROPERTY_CATEGORY,
    tags: c.NOTION_PROPERTY_TAGS,
    date: c.NOTION_PROPERTY_DATE,
    summary: c.NOTION_PROPERTY_SUMMARY,
    password: c.NOTION_PROPERTY_PASSWORD,
    icon: c.NOTION_PROPERTY_ICON,
    ext: c.NOTION_PROPERTY_EXT,
    comment: c.NOTION_PROPERTY_COMMENT,
  }
}

export function siteRules(c: SiteConfig): SiteRules {
  return {
    typeLabels: {
      Post: c.NOTION_TYPE_POST,
      Page: c.NOTION_TYPE_PAGE,
      Notice: c.NOTION_TYPE_NOTICE,
      Menu: c.NOTION_TYPE_MENU,
      SubMenu: c.NOTION_TYPE_SUBMENU,
      Config: c.NOTION_TYPE_CONFIG,
    },
    statusLabels: { Published: c.NOTION_STATUS_PUBLISHED, Invisible: c.NOTION_STATUS_INVISIBLE },
    postUrlPrefix: c.POST_URL_PREFIX,
    sortBy: c.POST_SORT_BY,
    schedulePublish: c.POST_SCHEDULE_PUBLISH,
    tagSortByCount: c.TAG_SORT_BY_COUNT,
    latestPostsCount: c.POST_LATEST_COUNT,
    timeZone: c.TIMEZONE,
    languagePrefixes: languagePrefixesOf(c),
  }
}

function languagePrefixesOf(c: SiteConfig): string[] {
  try {
    return Object.keys(parseNotionPageIds(String(c.NOTION_PAGE_ID ?? '')).byLang)
  } catch {
    return []
  }
}

/** How the site index maps covers and icons: through Notion's proxy, compressed (spec §7). */
export function imageOptions(c: SiteConfig): ImageUrlOptions {
  // Every read of the workspace maps images with these options, so the public API's file
  // origin (its stand-in hosts uploads itself) is registered here, before any link is made.
  setNotionFileOrigins(c.NOTION_API_TOKEN ? [new URL(c.NOTION_PUBLIC_API_URL).origin] : [])
  return {
    notionHost: c.NOTION_HOST.replace(/\/+$/, ''),
    quality: c.IMAGE_QUALITY,
    width: c.IMAGE_COMPRESS_WIDTH,
    thumbnailWidth: c.IMAGE_THUMBNAIL_WIDTH,
  }
}

/** Everything the data layer maps Notion's rows with. */
export interface DataSettings {
  names: PropertyNames
  rules: SiteRules
  images: ImageUrlOptions
}

export function dataSettings(c: SiteConfig): DataSettings {
  return { names: propertyNames(c), rules: siteRules(c), images: imageOptions(c) }
}
