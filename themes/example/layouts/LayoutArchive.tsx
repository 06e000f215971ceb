// /archive: posts under a heading per month. ArchiveGroups gives each heading the
// id="yyyy-MM" that /archive#yyyy-MM links rely on; only its look is styled here.
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { Page } from '../frame/Page'

export function LayoutArchive({ groups }: LayoutDataMap['LayoutArchive']) {
  const { t, plural } = useT()
  const count = groups.reduce((sum, group) => sum + group.posts.length, 0)
  return (
    <Page title={t.archive.title} subtitle={plural(t.archive.total, count)}>
      <ArchiveGroups
        groups={groups}
        classNames={{
          root: 'space-y-10',
          heading: 'mb-3 scroll-mt-4 text-3xl text-gray-900 dark:text-white',
          list: 'space-y-2 border-l-2 border-gray-200 pl-2 dark:border-neutral-700',
          link: 'text-gray-700 hover:underline dark:text-neutral-300',
        }}
      />
    </Page>
  )
}
