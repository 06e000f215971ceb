// Articles and pages: the shared Article (lock screen, chips, prev/next for posts, share bar,
// related posts, comments); its header is in the frame's centred banner.
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <Article
      {...props}
      header={false}
      classNames={{ root: 'text-[17px] leading-relaxed [&_pre]:overflow-x-auto', progressBar: 'bg-green-500' }}
      chips={{
        root: 'mt-10 gap-2 text-sm',
        category: 'rounded-full bg-neutral-950 px-3 py-1 font-semibold text-white dark:bg-white dark:text-neutral-950',
      }}
      neighbours={{ root: 'mt-12 gap-4 border-t-4 border-neutral-950 pt-6 text-sm font-semibold dark:border-white' }}
      relatedPosts={{ root: 'mt-14 border-t border-neutral-200 pt-8 dark:border-neutral-800' }}
    />
  )
}
