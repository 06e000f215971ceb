// Paged lists (/page/N), and one category's or tag's posts under a 'Category:name' / 'Tags:name' heading.
import { PageTitle } from '@/components/sections/PageTitle'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { PostEntries } from '../posts/PostEntries'
import { PAGE_TITLE } from '../posts/page-title-style'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  const { t } = useT()
  const label = filter?.kind === 'tag' ? t.tag.headingLabel : t.category.headingLabel
  return (
    <>
      {filter && <PageTitle className={PAGE_TITLE}>{`${label} ${filter.name}`}</PageTitle>}
      <PostEntries posts={posts} pagination={pagination} />
    </>
  )
}
