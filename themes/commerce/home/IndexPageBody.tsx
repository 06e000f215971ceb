// The body of the page COMMERCE_INDEX_PAGE names, in a white panel above the products (a
// locked page shows its lock screen, like anywhere else).
import { ArticleContent } from '@/components/lock/ArticleContent'
import type { LayoutDataMap } from '@/themes/contract'
import { PANEL } from '../look'

export function IndexPageBody({ post, body }: Pick<LayoutDataMap['LayoutSlug'], 'post' | 'body'>) {
  return (
    <section data-commerce-index-page={post.slug} aria-label={post.title} className={`${PANEL} p-5 sm:p-8`}>
      <ArticleContent post={post} body={body} classNames={{ root: 'min-w-0 [&_pre]:overflow-x-auto' }} />
    </section>
  )
}
