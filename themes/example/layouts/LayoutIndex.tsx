// Home (/): the site title and description in the band, then, on the first page, the shared
// home widgets (notice bar, hero: EXAMPLE_HOME_WIDGETS), then the newest posts. The widgets
// come ready-made from components/home; a theme only decides where they go.
import { Hero } from '@/components/home/Hero'
import { NoticeBar } from '@/components/home/NoticeBar'
import { useSite } from '@/components/site/SiteContext'
import type { LayoutDataMap } from '@/themes/contract'
import { Page } from '../frame/Page'
import { PostRows } from '../posts/PostRows'
import { useExampleConfig } from '../useExampleConfig'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  const { info } = useSite()
  const { EXAMPLE_HOME_WIDGETS } = useExampleConfig()
  // `home` travels with the first page only.
  const widgets = EXAMPLE_HOME_WIDGETS && pagination.page === 1 ? home : undefined
  return (
    <Page title={info.title} subtitle={info.description}>
      {widgets ? (
        <div className="mb-10 flex flex-col gap-6">
          <NoticeBar links={widgets.noticeLinks} quote={widgets.quote} />
          <Hero home={widgets} pool={posts} className="grid gap-4" />
        </div>
      ) : null}
      <PostRows posts={posts} pagination={pagination} />
    </Page>
  )
}
