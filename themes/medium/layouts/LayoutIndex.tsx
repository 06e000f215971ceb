// The home list. On the first page the shared home widgets (notice bar, hero with the
// recommended posts) sit above the posts unless MEDIUM_HOME_WIDGETS is off; with
// MEDIUM_HOME_LOADING_COVER the page opens behind the welcome cover.
import { Hero } from '@/components/home/Hero'
import { LoadingCover } from '@/components/home/LoadingCover'
import { NoticeBar } from '@/components/home/NoticeBar'
import type { LayoutDataMap } from '@/themes/contract'
import { MediumFrame } from '../frame/MediumFrame'
import { PostList } from '../posts/PostList'
import { useMediumConfig } from '../useMediumConfig'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  const { MEDIUM_HOME_WIDGETS, MEDIUM_HOME_LOADING_COVER } = useMediumConfig()
  const firstPage = pagination.page === 1
  const widgets = MEDIUM_HOME_WIDGETS && firstPage && home
  return (
    <MediumFrame>
      {MEDIUM_HOME_LOADING_COVER && firstPage && <LoadingCover />}
      {widgets && (
        <div className="mb-10 flex flex-col gap-6">
          <NoticeBar links={home.noticeLinks} quote={home.quote} />
          <Hero home={home} pool={posts} />
        </div>
      )}
      <PostList posts={posts} pagination={pagination} />
    </MediumFrame>
  )
}
