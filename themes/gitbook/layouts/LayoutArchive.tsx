// The archive as a documentation changelog: month headings, then dated rows along a rule.
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import { PageTitle } from '@/components/sections/PageTitle'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'

export function LayoutArchive({ groups, pagination }: LayoutDataMap['LayoutArchive']) {
  const { t } = useT()
  return (
    <section>
      <PageTitle className="mb-8 border-b border-neutral-200 pb-4 text-3xl font-bold tracking-tight text-neutral-900 dark:border-neutral-800 dark:text-white">
        {t.archive.title}
      </PageTitle>
      <ArchiveGroups
        groups={groups}
        pagination={pagination}
        classNames={{
          root: 'space-y-10',
          heading: 'mb-3 text-2xl font-semibold text-neutral-900 dark:text-white',
          list: 'space-y-1 border-l-2 border-neutral-200 pl-4 dark:border-neutral-700',
          date: 'mr-3 text-sm text-neutral-500 tabular-nums dark:text-neutral-400',
          link: 'text-neutral-700 hover:text-[var(--folio-accent)] dark:text-neutral-200',
        }}
      />
    </section>
  )
}
