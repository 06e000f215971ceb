// Paged lists (/page/N, no filter), and one category's or tag's posts under a 'Category:name' / 'Tags:name' heading.
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { MediumFrame } from '../frame/MediumFrame'
import { PageHeading } from '../posts/PageHeading'
import { PostList } from '../posts/PostList'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  const { t } = useT()
  const label = filter?.kind === 'tag' ? t.tag.headingLabel : t.category.headingLabel
  return (
    <MediumFrame>
      {filter && <PageHeading>{`${label}${filter.name}`}</PageHeading>}
      <PostList posts={posts} pagination={pagination} />
    </MediumFrame>
  )
}
