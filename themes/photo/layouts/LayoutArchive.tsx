// The archive as a plain date list: a light month heading, then a thin rule along the month's
// posts with each grey date before its title.
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import { PageTitle } from '@/components/sections/PageTitle'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { PAGER_LOOK } from '../posts/PhotoGallery'

export function LayoutArchive({ groups, pagination }: LayoutDataMap['LayoutArchive']) {
  const { t } = useT()
  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle className="sr-only">{t.archive.title}</PageTitle>
      <ArchiveGroups
        groups={groups}
        pagination={pagination}
        classNames={{
          root: 'space-y-14 pt-6',
          heading: 'mb-4 scroll-mt-8 text-3xl font-light text-neutral-900 dark:text-neutral-50',
          list: 'space-y-2 border-l border-neutral-200 pl-3 dark:border-neutral-800',
          item: 'gap-3',
          date: 'text-sm text-neutral-500 tabular-nums dark:text-neutral-400',
          link: 'min-w-0 break-words text-neutral-700 hover:text-neutral-950 dark:text-neutral-300 dark:hover:text-white',
          ...PAGER_LOOK,
        }}
      />
    </section>
  )
}
