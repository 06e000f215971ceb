// The language prefixes of a multi-language site (NOTION_PAGE_ID=id,en:id2 → ['en']).
import { parseNotionPageIds, type SiteConfig } from '@/lib/config'

export function languagePrefixes(config: Pick<SiteConfig, 'NOTION_PAGE_ID'>): string[] {
  const raw = String(config.NOTION_PAGE_ID ?? '').trim()
  if (!raw) return []
  try {
    return Object.keys(parseNotionPageIds(raw).byLang)
  } catch {
    // Unreachable once the site has started (a malformed NOTION_PAGE_ID stops start-up); kept
    // so a caller with a raw value never throws.
    return []
  }
}
