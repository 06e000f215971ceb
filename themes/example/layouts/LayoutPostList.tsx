// Paged lists: /page/N (filter null), /category/X and /tag/X ('Category:X' / 'Tags:X').
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { Page } from '../frame/Page'
import { PostRows } from '../posts/PostRows'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  const { t } = useT()
  const { info } = useSite()
  const label = filter?.kind === 'category' ? t.category.headingLabel : t.tag.headingLabel
  return (
    <Page title={filter ? `${label}${filter.name}` : info.title} subtitle={info.description}>
      <PostRows posts={posts} pagination={pagination} />
    </Page>
  )
}
