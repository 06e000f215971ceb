// Beside an article on wide screens (matery's only side column, the kit's SideToc): the most read posts (Folio's
// counter on) in a card above, then the contents in a card that stays in view, the reading
// progress as a grey bar under its title, the heading being read in the accent colour.
import { ReadingMeter } from '@/components/sections/article/ReadingMeter'
import { SideToc as KitSideToc } from '@/components/sections/SideToc'
import { PopularPosts } from '@/components/widgets/PopularPosts'
import { useT } from '@/lib/i18n/react'
import type { FramePage } from '@/themes/contract'
import { BAR_HEIGHT, PAPER } from './look'

export function SideToc({ page }: { page: FramePage }) {
  const { t } = useT()
  return (
    <KitSideToc
      page={page}
      data-matery-side-toc=""
      className="hidden w-60 shrink-0 xl:block"
      headerOffset={BAR_HEIGHT + 16}
      card={{
        root: 'min-h-0 overflow-y-auto',
        item: 'text-neutral-600 hover:text-(--folio-accent) dark:text-neutral-400',
        active: 'font-medium text-(--folio-accent) underline underline-offset-4',
      }}
    >
      {(card) => (
        <>
          <PopularPosts
            classNames={{
              root: `${PAPER} mb-4 p-4`,
              heading: 'mb-3 text-base font-medium text-neutral-800 dark:text-neutral-100',
              list: 'space-y-2',
              title: 'line-clamp-2 text-sm text-neutral-600 hover:text-(--folio-accent) dark:text-neutral-400',
              views: 'text-xs text-neutral-500 dark:text-neutral-400',
            }}
          />
          <div className={`${PAPER} sticky top-20 flex max-h-[calc(100vh-6rem)] flex-col gap-3 p-4`}>
            <p className="text-base font-medium text-neutral-800 dark:text-neutral-100">{t.toc.title}</p>
            <ReadingMeter classNames={{ root: 'h-4 rounded-sm bg-neutral-400 dark:bg-neutral-700', bar: 'bg-(--folio-accent)' }} />
            {card}
          </div>
        </>
      )}
    </KitSideToc>
  )
}
