// The archive in one white card under the category bar: months, each post with its date.
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import { PageTitle } from '@/components/sections/PageTitle'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { Panel } from '../frame/Panel'
import { TopCategoryBar } from '../posts/TopCategoryBar'
import { PAGER_LOOK } from '../posts/PostList'

export function LayoutArchive({ groups, pagination }: LayoutDataMap['LayoutArchive']) {
  const { t } = useT()
  return (
    <>
      <TopCategoryBar />
      <Panel>
        <PageTitle>{t.archive.title}</PageTitle>
        <ArchiveGroups
          groups={groups}
          pagination={pagination}
          classNames={{
            heading: 'mt-6 mb-3 text-lg font-bold text-[var(--folio-accent)]',
            list: 'flex flex-col gap-1',
            item: 'flex items-baseline gap-4 rounded-lg px-3 py-2 hover:bg-[#f0f3fd] dark:hover:bg-[#2a2b30]',
            date: 'shrink-0 text-sm text-neutral-500 tabular-nums dark:text-neutral-400',
            link: 'min-w-0 font-medium break-words hover:text-[var(--folio-accent)]',
            ...PAGER_LOOK,
          }}
        />
      </Panel>
    </>
  )
}
