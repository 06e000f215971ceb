// Articles and pages: a small centred title over a readable column, no cover (the pictures are
// in the body). The shared Article carries every rule.
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <Article
      {...props}
      header={{
        root: 'mx-auto mb-12 flex max-w-3xl flex-col items-center text-center',
        title: 'text-xl font-normal tracking-wide text-neutral-900 sm:text-2xl dark:text-neutral-50',
        meta: 'mt-3 justify-center gap-x-3 gap-y-1 text-xs text-neutral-500 dark:text-neutral-400',
        byline: 'mt-2 justify-center gap-x-4 text-xs text-neutral-500 dark:text-neutral-400',
      }}
      classNames={{ root: 'mx-auto max-w-3xl', progressBar: 'bg-neutral-800 dark:bg-neutral-200' }}
    />
  )
}
