// Under the grid of a list: the category tabs, the tags as hashtags with superscript counts,
// and the site's notice.
import { CategoryBar } from '@/components/sections/CategoryBar'
import { TagCloud } from '@/components/taxonomy/TagCloud'
import { Announcement } from '@/components/widgets/Announcement'
import { Tag } from '@/components/icons'

export function PortalShelf() {
  return (
    <section data-game-shelf="" className="mt-12 flex flex-col gap-4 text-neutral-800 dark:text-neutral-200">
      <CategoryBar
        classNames={{
          root: 'border-b border-neutral-200 pb-2 dark:border-neutral-800',
          item: 'rounded px-2 py-1 font-semibold hover:text-[var(--folio-accent)]',
          active: 'text-[var(--folio-accent)] underline underline-offset-4',
          more: 'px-2 py-1 text-sm text-neutral-500 hover:text-[var(--folio-accent)] dark:text-neutral-400',
        }}
      />
      <div className="flex items-start gap-3 px-2">
        <Tag className="mt-1 h-4 w-4 shrink-0 text-neutral-500" />
        <TagCloud
          showCount
          tinted={false}
          classNames={{
            root: 'gap-x-4 gap-y-1',
            chip: "!gap-0 p-0 text-sm text-neutral-600 before:content-['#'] hover:text-[var(--folio-accent)] dark:text-neutral-300 [&>span+span]:-translate-y-1.5 [&>span+span]:ml-0.5 [&>span+span]:text-[10px]",
          }}
        />
      </div>
      <Announcement classNames={{ root: 'px-2', title: 'sr-only', body: 'text-sm' }} />
    </section>
  )
}
