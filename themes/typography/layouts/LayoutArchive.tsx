// The archive as a printed index: each month in large grey numerals, then its posts, the bold
// title on the left and the date set to the right edge.
import { cx } from '@/components/kit/class-names'
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import { PageTitle } from '@/components/sections/PageTitle'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { INK, MUTED } from '../frame/look'
import { PAGE_TITLE } from './page-title'
import { PAGER_LOOK } from '../posts/PostList'

export function LayoutArchive({ groups, pagination }: LayoutDataMap['LayoutArchive']) {
  const { t } = useT()
  return (
    <section data-typography="archive">
      <PageTitle className={PAGE_TITLE}>{t.archive.title}</PageTitle>
      <ArchiveGroups
        groups={groups}
        pagination={pagination}
        classNames={{
          root: 'space-y-14',
          heading: 'mb-4 scroll-mt-8 text-[2rem] font-light tracking-wide text-[#a3a9b3] tabular-nums dark:text-[#6f6b66]',
          list: 'space-y-3',
          item: 'flex-row-reverse justify-between gap-6',
          date: cx('text-sm tabular-nums', MUTED),
          link: cx('min-w-0 font-semibold break-words hover:underline hover:underline-offset-4 hover:text-(--folio-accent)', INK),
          ...PAGER_LOOK,
        }}
      />
    </section>
  )
}
