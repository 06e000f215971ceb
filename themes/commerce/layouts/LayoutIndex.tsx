// The company's front page: the banner and the "Product Center" heading (the HERO section), the
// notice bar and widgets (COMMERCE_HOME_WIDGETS), then the categories box beside the page that
// COMMERCE_INDEX_PAGE names and the products grouped by category; the features and the contact
// form (each only when configured) close it.
import { Pagination } from '@/components/navigation/Pagination'
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { Container } from '../frame/Container'
import { HomeBanner } from '../home/HomeBanner'
import { HomeSections } from '../home/HomeSections'
import { IndexPageBody } from '../home/IndexPageBody'
import { ProductGroups } from '../home/ProductGroups'
import { PAGER } from '../posts/look'
import { ProductArea } from '../posts/ProductArea'

export function LayoutIndex({ posts, pagination, home, indexPage }: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <HomeBanner />
      <Container className="flex flex-col gap-6">
        <HomeWidgets home={home} pagination={pagination} posts={posts} heroBrand={false} classNames={{ root: 'gap-4' }} />
        <ProductArea>
          {indexPage && <IndexPageBody post={indexPage.post} body={indexPage.body} />}
          <ProductGroups posts={posts} />
          <Pagination pagination={pagination} classNames={{ root: PAGER.pagination, link: PAGER.paginationLink, current: PAGER.paginationCurrent }} />
        </ProductArea>
      </Container>
      <HomeSections />
    </>
  )
}
