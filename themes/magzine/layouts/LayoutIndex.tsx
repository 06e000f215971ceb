// The front page: the notice bar (MAGZINE_HOME_WIDGETS), the lead story with the call to action
// and the next stories, the recommended strip, the banners by category (MAGZINE_HOME_CATEGORY_BANNERS),
// then the latest posts with the paging.
import { HomeWidgets, useHomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { Container } from '../frame/Container'
import { CategoryBanners } from '../home/CategoryBanners'
import { FrontPage } from '../home/FrontPage'
import { LatestPosts } from '../home/LatestPosts'
import { RecommendedStrip } from '../home/RecommendedStrip'
import { useMagzineConfig } from '../useMagzineConfig'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  const { MAGZINE_HOME_CATEGORY_BANNERS } = useMagzineConfig()
  const widgets = useHomeWidgets({ home, pagination })
  const firstPage = pagination.page === 1
  return (
    <>
      <Container>
        <HomeWidgets home={home} pagination={pagination} posts={posts} hero={false} classNames={{ root: 'mt-6 mb-0 gap-4' }} />
      </Container>
      {firstPage && <FrontPage posts={posts} />}
      {widgets && <RecommendedStrip posts={widgets.recommended} />}
      {firstPage && MAGZINE_HOME_CATEGORY_BANNERS && <CategoryBanners posts={posts} />}
      <LatestPosts posts={posts} pagination={pagination} />
    </>
  )
}
