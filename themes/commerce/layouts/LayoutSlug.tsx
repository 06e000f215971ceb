// A product (or any post or page): under the frame's dark banner, the product card, then the
// shared Article (lock screen, chips, share bar, prev/next for posts, related, comments) in a
// white panel.
import { Article, type ArticleProps } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'
import { ProductIntro } from '../article/ProductIntro'
import { Container } from '../frame/Container'
import { PANEL } from '../look'

const LOOK: Omit<ArticleProps, keyof LayoutDataMap['LayoutSlug']> = {
  header: false,
  classNames: { root: 'leading-relaxed [&_pre]:overflow-x-auto', progressBar: 'bg-[var(--folio-accent-fill)]' },
  chips: { root: 'mt-10 gap-2 text-sm', category: 'rounded-sm bg-[var(--folio-accent-fill)] px-3 py-1 font-semibold text-white' },
  neighbours: {
    root: 'mt-10 grid gap-3 border-t border-neutral-200 pt-6 text-sm sm:grid-cols-2 dark:border-neutral-800',
    link: 'rounded-sm border border-neutral-200 p-4 hover:border-[var(--folio-accent)] dark:border-neutral-700',
  },
  relatedPosts: { root: 'mt-12 border-t border-neutral-200 pt-8 dark:border-neutral-800' },
}

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <Container className="-mt-10 flex flex-col gap-6 sm:-mt-14">
      <ProductIntro post={props.post} />
      <div className={`${PANEL} relative px-5 py-8 sm:px-10 sm:py-10`}>
        <Article {...props} {...LOOK} />
      </div>
    </Container>
  )
}
