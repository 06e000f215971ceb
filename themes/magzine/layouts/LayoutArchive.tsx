// The archive: a bold heading per month over a four-column grid of ruled story cards (title
// on top, date below).
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import type { LayoutDataMap } from '@/themes/contract'
import { Container } from '../frame/Container'
import { PAGER_LOOK } from '../posts/PostGrid'

export function LayoutArchive({ groups, pagination }: LayoutDataMap['LayoutArchive']) {
  return (
    <Container className="py-10 sm:py-14">
      <ArchiveGroups
        groups={groups}
        pagination={pagination}
        classNames={{
          root: 'space-y-12',
          heading: 'mb-5 scroll-mt-24 text-2xl font-extrabold tracking-tight text-neutral-950 dark:text-white',
          list: 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4',
          item: 'min-h-28 flex-col-reverse justify-end gap-3 border-t-2 border-neutral-950 bg-neutral-50 p-4 dark:border-white dark:bg-neutral-900',
          date: 'text-xs font-semibold text-[#6b6b6b] tabular-nums dark:text-neutral-400',
          link: 'text-lg leading-snug font-bold break-words text-neutral-950 hover:underline underline-offset-4 dark:text-white',
          ...PAGER_LOOK,
        }}
      />
    </Container>
  )
}
