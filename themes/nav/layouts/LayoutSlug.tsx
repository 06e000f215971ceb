// Articles and pages on the frame's white sheet: the shared Article carries every rule (lock
// screen, chips, prev/next for posts, share bar, comments…); the frame holds the contents.
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return <Article {...props} />
}
