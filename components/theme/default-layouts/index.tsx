// The layouts most themes render alike. A theme that leaves one out gets these inside its own
// LayoutBase: neutral type, its accent colour (--folio-accent), its frame.
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import { NotFound } from '@/components/sections/NotFound'
import { PageTitle } from '@/components/sections/PageTitle'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { TagCloud } from '@/components/taxonomy/TagCloud'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/lib/routes/types'

export function DefaultLayout404() {
  return <NotFound />
}

export function DefaultLayoutCategoryIndex({ categories }: LayoutDataMap['LayoutCategoryIndex']) {
  const { t } = useT()
  return (
    <section data-layout-default="category-index">
      <PageTitle>{t.category.title}</PageTitle>
      <CategoryList categories={categories} />
    </section>
  )
}

export function DefaultLayoutTagIndex({ tags }: LayoutDataMap['LayoutTagIndex']) {
  const { t } = useT()
  return (
    <section data-layout-default="tag-index">
      <PageTitle>{t.tag.title}</PageTitle>
      <TagCloud tags={tags} showCount classNames={{ root: 'flex flex-wrap gap-3' }} />
    </section>
  )
}

export function DefaultLayoutArchive({ groups, pagination }: LayoutDataMap['LayoutArchive']) {
  const { t } = useT()
  return (
    <section data-layout-default="archive">
      <PageTitle>{t.archive.title}</PageTitle>
      <ArchiveGroups groups={groups} pagination={pagination} />
    </section>
  )
}
