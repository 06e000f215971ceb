// Home (/): the site title and description in the band, then the newest posts.
import { useSite } from '@/components/site/SiteContext'
import type { LayoutDataMap } from '@/themes/contract'
import { Page } from '../frame/Page'
import { PostRows } from '../posts/PostRows'

export function LayoutIndex({ posts, pagination }: LayoutDataMap['LayoutIndex']) {
  const { info } = useSite()
  return (
    <Page title={info.title} subtitle={info.description}>
      <PostRows posts={posts} pagination={pagination} />
    </Page>
  )
}
