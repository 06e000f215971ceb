// The archive as NexT's timeline: a large month heading, then the month's posts along a grey
// line, each with a dot, its date and title.
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import { PageTitle } from '@/components/sections/PageTitle'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { PAGER_LOOK } from '../posts/PostList'

export function LayoutArchive({ groups, pagination }: LayoutDataMap['LayoutArchive']) {
  const { t } = useT()
  return (
    <section data-next-archive="">
      <PageTitle className="mb-10 text-2xl font-normal text-[#222] dark:text-neutral-100">{t.archive.title}</PageTitle>
      <ArchiveGroups
        groups={groups}
        pagination={pagination}
        classNames={{
          root: 'space-y-12',
          heading: 'mb-4 text-2xl font-normal text-[#222] dark:text-neutral-100',
          list: 'ml-1 space-y-0 border-l-2 border-neutral-200 dark:border-neutral-700',
          item: "relative gap-3 py-2 pl-5 before:absolute before:top-1/2 before:-left-[5px] before:h-2 before:w-2 before:-translate-y-1/2 before:rounded-full before:bg-neutral-300 before:content-[''] hover:before:bg-(--folio-accent) dark:before:bg-neutral-600",
          date: 'text-[13px] text-[#6b6b6b] tabular-nums dark:text-neutral-400',
          link: 'min-w-0 break-words text-[#555] transition-colors hover:text-(--folio-accent) dark:text-neutral-300',
          // The archive is a box already: the pager sits in it, not in a box of its own.
          pagination: 'mt-10 flex-wrap justify-center gap-2 text-sm',
          ...PAGER_LOOK,
        }}
      />
    </section>
  )
}
