// The language prefixes of a multi-language site (NOTION_PAGE_ID=id,en:id2 → ['en']).
import { parseNotionPageIds, type SiteConfig } from '@/lib/config'

export function languagePrefixes(config: Pick<SiteConfig, 'NOTION_PAGE_ID'>): string[] {
  const raw = String(config.NOTION_PAGE_ID ?? '').trim()
  if (!raw) return []
  try {
    return Object.keys(parseNotionPageIds(raw).byLang)
  } catch {
    // The config resolver has already reported the bad value; serve the default site only.
    return []
  }
}
