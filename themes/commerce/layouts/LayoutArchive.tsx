// The archive: a white panel of month groups (a large month, then dated titles along a thin
// rule), with the categories box beside it.
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import type { LayoutDataMap } from '@/themes/contract'
import { Container } from '../frame/Container'
import { PANEL } from '../look'
import { CategoryBox } from '../posts/CategoryBox'
import { PAGER } from '../posts/look'

export function LayoutArchive({ groups, pagination }: LayoutDataMap['LayoutArchive']) {
  return (
    <Container className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_15rem]">
      <div className={`${PANEL} min-w-0 px-5 py-8 sm:px-12 sm:py-12`}>
        <ArchiveGroups
          groups={groups}
          pagination={pagination}
          classNames={{
            root: 'space-y-12',
            heading: 'mb-4 scroll-mt-24 text-3xl font-normal text-neutral-900 dark:text-white',
            list: 'flex flex-col gap-1 border-l border-neutral-300 pl-3 dark:border-neutral-700',
            item: 'gap-3 py-1',
            date: 'shrink-0 text-sm text-neutral-500 tabular-nums dark:text-neutral-400',
            link: 'min-w-0 break-words text-neutral-700 hover:text-[var(--folio-accent)] dark:text-neutral-300',
            ...PAGER,
          }}
        />
      </div>
      <div className="lg:sticky lg:top-24">
        <CategoryBox />
      </div>
    </Container>
  )
}
