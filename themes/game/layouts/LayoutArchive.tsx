// The archive in the portal's plain style: large light month headings, each month's games on a
// thin rule down the left, the date greyed before the title.
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import { PageTitle } from '@/components/sections/PageTitle'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'

export function LayoutArchive({ groups, pagination }: LayoutDataMap['LayoutArchive']) {
  const { t } = useT()
  return (
    <section className="px-2 py-4 sm:px-6">
      <PageTitle className="sr-only">{t.archive.title}</PageTitle>
      <ArchiveGroups
        groups={groups}
        pagination={pagination}
        classNames={{
          root: 'space-y-12',
          heading: 'mb-4 text-3xl font-light tracking-tight text-neutral-950 dark:text-white',
          list: 'space-y-2 border-l border-neutral-300 pl-3 dark:border-neutral-700',
          item: 'flex flex-wrap items-baseline gap-x-3',
          date: 'text-sm text-neutral-500 tabular-nums dark:text-neutral-400',
          link: 'text-neutral-700 hover:text-[var(--folio-accent)] dark:text-neutral-200',
        }}
      />
    </section>
  )
}
