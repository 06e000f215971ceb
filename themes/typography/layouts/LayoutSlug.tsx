// Articles and pages: the shared Article (lock screen, chips, previous/next between posts, share
// bar, comments) set like a book page: the title in the serif and the accent ink, a small meta
// line, the body a size up with generous leading in the theme's own faces, and the
// recommended reading (the related posts) as a plain list of titles, no covers.
import { cx } from '@/components/kit/class-names'
import { Article } from '@/components/sections/article/Article'
import { RelatedPosts } from '@/components/sections/article/RelatedPosts'
import type { LayoutDataMap } from '@/themes/contract'
import { INK, MUTED, RULE, SERIF, UNDERLINED } from '../frame/look'
import { HASH_TAG } from '../posts/hash-tag'

const RULED = 'mt-14 border-t border-current/15 pt-8'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <Article
      {...props}
      classNames={{
        body: '[font-family:inherit]! text-[17px]! leading-[1.9]! [--fg-color:#3a4658]! dark:[--fg-color:#d3cec5]! [&_pre]:overflow-x-auto',
        progress: 'bg-(--folio-accent)',
      }}
      header={{
        root: 'mb-10',
        title: cx('text-[1.9rem] leading-snug font-bold tracking-wide text-(--folio-accent) [text-wrap:balance] sm:text-[2.2rem]', SERIF),
        meta: cx('mt-4 gap-x-1.5 gap-y-1 text-[13px]', MUTED),
        separator: 'hidden',
        tag: HASH_TAG,
        byline: cx('mt-1.5 gap-x-4 gap-y-1 text-[13px]', MUTED),
      }}
      chips={{ root: cx('mt-12 gap-x-3 gap-y-1 text-sm', MUTED), category: cx('font-semibold', INK, UNDERLINED), tag: HASH_TAG }}
      neighbours={{ root: cx(RULED, 'gap-6 text-sm'), link: cx('font-semibold', INK, UNDERLINED) }}
      relatedPosts={false}
      slots={{
        beforeComments: (
          <RelatedPosts
            posts={props.related}
            covers={false}
            classNames={{
              root: cx('mt-14 border-l-2 pl-5', RULE),
              heading: cx('mb-3 text-xs font-semibold tracking-[0.2em] uppercase', MUTED),
              list: 'grid-cols-1 gap-1.5',
              item: 'gap-0',
              title: cx('text-[15px] font-semibold', INK, UNDERLINED),
            }}
          />
        ),
      }}
    />
  )
}
