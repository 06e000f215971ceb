// Under an article's banner: the contents in a narrow sticky column on the left (wide screens,
// more than one heading), the text in a centred reading column (the whole width for a
// full-width article).
import type { ReactNode } from 'react'
import { showsSidebar } from '@/components/sections/frame-rules'
import { sideTocOf, TocCard } from '@/components/sections/TocCard'
import { useT } from '@/lib/i18n/react'
import type { FramePage } from '@/themes/contract'
import { Container } from './Container'

export function ArticleColumns({ page, children }: { page: FramePage; children: ReactNode }) {
  const { t } = useT()
  const toc = sideTocOf(page)
  return (
    <Container className="flex gap-12 py-10 sm:py-14">
      {toc && (
        <aside aria-label={t.toc.title} data-magzine-side-toc="" className="hidden w-56 shrink-0 lg:block">
          <TocCard
            page={page}
            headerOffset={80}
            classNames={{
              root: 'sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto border-l border-neutral-200 pl-4 text-sm dark:border-neutral-800',
              title: 'mb-3 text-xs font-bold tracking-widest text-neutral-950 uppercase dark:text-white',
              item: 'block py-1 text-[#6b6b6b] hover:text-neutral-950 dark:text-neutral-400 dark:hover:text-white',
              active: 'font-semibold !text-neutral-950 underline underline-offset-4 dark:!text-white',
            }}
          />
        </aside>
      )}
      <div className={`mx-auto w-full min-w-0 ${showsSidebar(page) ? 'max-w-3xl' : ''}`}>{children}</div>
    </Container>
  )
}
