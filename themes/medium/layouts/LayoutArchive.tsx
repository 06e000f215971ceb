// The archive: month headings over date + title lines hung on a thin left rule.
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import type { LayoutDataMap } from '@/themes/contract'
import { PAGER_LOOK } from '../posts/PostList'

export function LayoutArchive({ groups, pagination }: LayoutDataMap['LayoutArchive']) {
  return (
    <ArchiveGroups
      groups={groups}
      pagination={pagination}
      classNames={{
        root: 'space-y-12 py-8',
        heading: 'mb-4 text-3xl text-neutral-900 dark:text-neutral-100',
        list: 'space-y-1 border-l border-neutral-200 pl-3 dark:border-neutral-700',
        date: 'text-sm text-neutral-500 dark:text-neutral-400',
        link: 'text-neutral-700 hover:text-neutral-950 hover:underline dark:text-neutral-300 dark:hover:text-white',
        ...PAGER_LOOK,
      }}
    />
  )
}
