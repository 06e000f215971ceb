// Articles and pages in heo's white card; the title, category and meta line are in the frame's
// blue banner (header={false}). The shared Article carries every rule: the lock screen, the
// expiration notice, the copyright block, chips, prev/next for posts, related posts, comments,
// and the reading-progress bar.
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'

const BOX = 'rounded-2xl border border-[#e3e8f7] bg-white p-5 md:p-10 dark:border-[#3d3d3f] dark:bg-[#1d1e22]'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <Article
      {...props}
      header={false}
      classNames={{
        root: BOX,
        progressBar: 'bg-[var(--folio-accent)]',
        expiration: 'mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-200',
        copyright: 'mt-10 rounded-xl border border-[#e3e8f7] bg-[#f7f9fe] p-5 text-sm leading-relaxed dark:border-[#3d3d3f] dark:bg-[#18171d]',
      }}
      chips={{
        root: 'mt-6 flex flex-wrap gap-2',
        category: 'rounded-lg bg-[var(--folio-accent)] px-3 py-1 text-sm font-semibold text-white dark:text-neutral-900',
        tag: 'rounded-lg bg-[#f0f3fd] px-3 py-1 text-sm hover:text-[var(--folio-accent)] dark:bg-[#2a2b30]',
      }}
      neighbours={{
        root: 'mt-8 grid gap-3 md:grid-cols-2',
        link: 'rounded-xl border border-[#e3e8f7] p-4 font-semibold hover:border-[var(--folio-accent)] hover:text-[var(--folio-accent)] dark:border-[#3d3d3f]',
      }}
      relatedPosts={{
        root: 'mt-10',
        heading: 'mb-4 text-xl font-bold',
        list: 'grid-cols-2 gap-4 md:grid-cols-3',
        cover: 'aspect-[16/9] rounded-xl',
        title: 'line-clamp-2 text-sm font-semibold hover:text-[var(--folio-accent)]',
      }}
    />
  )
}
