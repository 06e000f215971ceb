// Where Notion-hosted images are proxied from: NOTION_HOST, carried by the site chrome.
import { useSite } from '@/components/site/SiteContext'

export function useNotionHost(): string {
  return useSite().notionHost
}
