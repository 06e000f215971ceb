// Articles and pages: the shared Article (every rule: lock screen, chips, prev/next for posts,
// share bar, comments…) in the frame's white card; its header sits in the frame's cover band.
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'
import { ACCENT_HOVER } from '../frame/look'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <Article
      {...props}
      header={false}
      classNames={{ comments: 'mt-12 border-t border-dashed border-neutral-200 pt-8 dark:border-neutral-700' }}
      chips={{
        root: 'mt-10 gap-2 text-sm',
        category: `rounded-md bg-[#327ca7] px-3 py-1 text-white hover:bg-[#ff7242]`,
      }}
      neighbours={{
        root: 'mt-12 gap-4',
        link: `group flex flex-col gap-1 rounded-lg bg-neutral-50 p-4 dark:bg-neutral-800/60 ${ACCENT_HOVER}`,
      }}
    />
  )
}
