// The archive in proxio's look: each month a small heading over a grid of grey tiles, the title
// big and the date under it.
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import type { LayoutDataMap } from '@/themes/contract'
import { PAGER_LOOK } from '../posts/PostList'

export function LayoutArchive({ groups, pagination }: LayoutDataMap['LayoutArchive']) {
  return (
    <ArchiveGroups
      groups={groups}
      pagination={pagination}
      classNames={{
        root: 'space-y-14',
        heading: 'mb-5 scroll-mt-24 text-sm font-semibold tracking-widest text-[var(--px-muted)] uppercase',
        list: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
        item: 'min-h-32 flex-col-reverse justify-end gap-4 rounded-2xl border border-[var(--px-line)] bg-[var(--px-card)] p-6',
        date: 'text-sm text-[var(--px-muted)] tabular-nums',
        link: 'text-lg leading-snug font-bold break-words underline-offset-4 hover:underline',
        ...PAGER_LOOK,
      }}
    />
  )
}
