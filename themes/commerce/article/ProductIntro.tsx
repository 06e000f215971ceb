// The white card that opens a product's page: its picture left, its title, summary, price and
// buy button right. A page with neither a cover nor a price has no card (the banner says it all).
import { CoverImage } from '@/components/media/CoverImage'
import { PostTitle } from '@/components/post/PostTitle'
import { productOf } from '@/components/sections/product/product-of'
import type { PostDetail } from '@/themes/contract'
import { PANEL } from '../look'
import { ProductPrice } from '../posts/ProductPrice'

export function ProductIntro({ post }: { post: PostDetail }) {
  const { price, buy } = productOf(post)
  if (!post.pageCover && !price && !buy) return null
  return (
    <section data-commerce-intro="" aria-label={post.title} className={`${PANEL} relative grid gap-6 p-4 sm:p-7 md:grid-cols-[3fr_2fr]`}>
      <CoverImage src={post.pageCover} placeholder classNames={{ root: 'aspect-[40/21] w-full bg-neutral-100 dark:bg-neutral-800' }} />
      <div className="flex min-w-0 flex-col gap-4">
        <p className="text-2xl font-bold break-words text-neutral-900 dark:text-white">
          <PostTitle post={post} />
        </p>
        {post.summary && <p className="leading-relaxed break-words text-neutral-600 dark:text-neutral-300">{post.summary}</p>}
        <ProductPrice post={post} className="mt-auto border-t border-neutral-200 pt-4 dark:border-neutral-800" priceClassName="text-2xl" />
      </div>
    </section>
  )
}
