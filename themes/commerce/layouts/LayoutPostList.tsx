// /page/N, and one category's or tag's posts: the products in a grid beside the categories box.
// A category or tag has its heading in the frame; the further home pages are headed "Products".
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { Container } from '../frame/Container'
import { PageHeading } from '../frame/PageHeading'
import { ProductArea } from '../posts/ProductArea'
import { ProductGrid } from '../posts/ProductGrid'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  const { t } = useT()
  return (
    <>
      {!filter && <PageHeading heading={t.product.products} />}
      <Container>
        <ProductArea active={filter?.kind === 'category' ? filter.name : undefined}>
          <ProductGrid posts={posts} pagination={pagination} />
        </ProductArea>
      </Container>
    </>
  )
}
