// Lite mode (`?lite=true`, for embedding a page elsewhere): the page's content alone, without
// the header, footer, sidebars, floating buttons or plugins. The proxy keeps the switch in the
// page's variant, so every internal link (SiteLink) carries it on like `?theme=`.
import { usePageContext } from '@/components/site/SiteContext'

export const useLite = (): boolean => usePageContext().variant.lite
