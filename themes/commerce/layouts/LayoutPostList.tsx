// /page/N, and one category's or tag's posts: the products in a grid beside the categories box
// (the frame shows the list's heading above).
import type { LayoutDataMap } from '@/themes/contract'
import { Container } from '../frame/Container'
import { ProductArea } from '../posts/ProductArea'
import { ProductGrid } from '../posts/ProductGrid'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <Container className={filter ? '' : 'pt-10'}>
      <ProductArea active={filter?.kind === 'category' ? filter.name : undefined}>
        <ProductGrid posts={posts} pagination={pagination} />
      </ProductArea>
    </Container>
  )
}
