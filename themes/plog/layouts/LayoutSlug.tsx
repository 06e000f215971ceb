// Articles and pages: a plain centred column; the shared Article carries every rule (lock
// screen, chips, prev/next, share bar, comments…).
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <div className="mx-auto w-full max-w-3xl px-5 pt-12 pb-8 sm:px-8">
      <Article {...props} />
    </div>
  )
}
