// The archive in the frame's white card: each month a dot on a vertical accent timeline, its
// posts listed beside the line. The heading is in the band above.
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import type { LayoutDataMap } from '@/themes/contract'
import { PAGER_LOOK } from '../posts/PostGrid'

export function LayoutArchive({ groups, pagination }: LayoutDataMap['LayoutArchive']) {
  return (
    <ArchiveGroups
      groups={groups}
      pagination={pagination}
      classNames={{
        root: 'space-y-10 border-l-2 border-indigo-200 pl-6 dark:border-indigo-900',
        heading:
          "relative mb-4 scroll-mt-24 text-2xl font-light text-neutral-800 before:absolute before:top-1/2 before:-left-[33px] before:h-4 before:w-4 before:-translate-y-1/2 before:rounded-full before:border-4 before:border-white before:bg-(--folio-accent) before:content-[''] dark:text-neutral-100 dark:before:border-neutral-900",
        list: 'space-y-2.5',
        item: 'gap-4',
        date: 'text-sm text-[#6e6e6e] tabular-nums dark:text-neutral-400',
        link: 'break-words text-neutral-700 transition-colors hover:text-(--folio-accent) dark:text-neutral-300',
        ...PAGER_LOOK,
      }}
    />
  )
}
