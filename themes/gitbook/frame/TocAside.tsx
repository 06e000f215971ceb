// The right column of an article: its contents, sticky under the top bar.
import { TocCard } from '@/components/sections/TocCard'
import type { FramePage } from '@/themes/contract'

export function TocAside({ page }: { page: FramePage }) {
  if (!page.article) return null
  return (
    <aside className="hidden w-60 shrink-0 xl:block">
      <TocCard
        page={page}
        headerOffset={72}
        classNames={{
          root: 'sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto border-l border-neutral-200 pl-4 text-sm dark:border-neutral-800',
          title:
            'mb-3 text-xs font-semibold tracking-wider text-neutral-500 uppercase dark:text-neutral-400',
          item: 'text-neutral-500 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
          active: 'font-medium text-[var(--folio-accent)]',
        }}
      />
    </aside>
  )
}
