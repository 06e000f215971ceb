// Lite mode (`?lite=true`, for embedding): no header, footer or to-top button, no animations and
// no decorative art.
import { usePageContext } from '@/components/site/SiteContext'

export const useLite = (): boolean => usePageContext().variant.lite
