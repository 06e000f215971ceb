// The archive as in the reference: a large month heading, then the month's posts, each a grey
// date and its title, along a hairline on the left.
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import { PageTitle } from '@/components/sections/PageTitle'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { MUTED } from '../frame/look'
import { PAGER_LOOK } from '../posts/PostRows'

export function LayoutArchive({ groups, pagination }: LayoutDataMap['LayoutArchive']) {
  const { t } = useT()
  return (
    <section data-nobelium="archive">
      <PageTitle className="mb-12 text-2xl font-bold text-black dark:text-white">{t.archive.title}</PageTitle>
      <ArchiveGroups
        groups={groups}
        pagination={pagination}
        classNames={{
          root: 'space-y-14',
          heading: 'mb-4 scroll-mt-24 text-3xl font-normal text-black dark:text-white',
          list: 'space-y-2 border-l border-neutral-200 pl-3 dark:border-neutral-700',
          item: 'gap-3',
          date: `text-sm tabular-nums ${MUTED}`,
          link: 'min-w-0 break-words text-neutral-700 hover:text-black dark:text-neutral-300 dark:hover:text-white',
          ...PAGER_LOOK,
        }}
      />
    </section>
  )
}
