// A list of posts as products (/page/N, a category, a tag) in the site's paging or scrolling.
import { PostFeed } from '@/components/lists/PostFeed'
import type { ListedPost, Pagination } from '@/themes/contract'
import { PAGER, PRODUCT_GRID } from './look'
import { ProductCard } from './ProductCard'

export function ProductGrid({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      classNames={{ list: PRODUCT_GRID, ...PAGER }}
      renderPost={(post) => <ProductCard key={post.id} post={post} />}
    />
  )
}
