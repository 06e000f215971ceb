// A product: a white card with the square picture, the title centred under it, then the price
// and the buy button when the post has them.
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'
import { PANEL } from '../look'
import { ProductPrice } from './ProductPrice'

export function ProductCard({ post }: { post: ListedPost }) {
  return (
    <article data-commerce-product="" className={`${PANEL} group relative flex min-w-0 flex-col p-2 transition hover:shadow-md sm:p-3`}>
      <PostCardCover
        post={post}
        placeholder
        classNames={{ root: 'aspect-square w-full bg-neutral-100 dark:bg-neutral-800', image: 'object-cover transition duration-300 group-hover:scale-105' }}
      />
      <PinMark post={post} classNames={{ root: 'absolute top-3 left-3 z-10 rounded bg-[var(--folio-accent)] px-2 py-0.5 text-xs font-medium text-white shadow sm:top-4 sm:left-4' }} />
      <PostCardTitle
        post={post}
        as="h3"
        classNames={{ root: 'px-1 pt-3 pb-1 text-center text-sm leading-snug text-neutral-900 sm:text-[15px] dark:text-neutral-100', link: 'hover:text-[var(--folio-accent)]' }}
      />
      <ProductPrice post={post} className="mt-auto justify-center px-1 pt-2 pb-1 text-sm" />
    </article>
  )
}
