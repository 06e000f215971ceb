// heo's post card: a white rounded card, the cover at the side (on top on phones and in the
// two-column grid), then the bold title, the excerpt and the meta line (date, category and tags
// as HEO_POST_LIST_* allow).
import { cx } from '@/components/kit/class-names'
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'

interface Props {
  post: ListedPost
  eager: boolean
  /** In the two-column grid: the cover always on top. */
  stacked: boolean
}

export function PostCard({ post, eager, stacked }: Props) {
  return (
    <article
      data-heo-card={stacked ? 'stacked' : 'wide'}
      className={cx(
        'group flex flex-col overflow-hidden rounded-2xl border border-[#e3e8f7] bg-white shadow-sm transition hover:border-[var(--folio-accent)] hover:shadow-md dark:border-[#3d3d3f] dark:bg-[#1d1e22]',
        !stacked && 'md:min-h-52 md:flex-row',
      )}
    >
      <PostCardCover
        post={post}
        eager={eager}
        placeholder={stacked}
        classNames={{
          root: cx('aspect-[16/9] shrink-0 bg-gradient-to-br from-[#c7d2fe] to-[#e0f2fe] dark:from-[#25284a] dark:to-[#1d2a3a]', !stacked && 'md:aspect-auto md:w-[42%]'),
          image: 'object-cover transition-transform duration-500 group-hover:scale-105',
        }}
      />
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-2 p-5 md:px-7">
        <PinMark post={post} classNames={{ root: 'self-start rounded-md bg-[var(--folio-accent)] px-2 py-0.5 text-xs font-bold text-white' }} />
        <PostCardTitle
          post={post}
          classNames={{ root: 'text-xl leading-snug font-bold break-words md:text-2xl', link: 'hover:text-[var(--folio-accent)]' }}
        />
        <PostCardExcerpt post={post} className="line-clamp-2 text-sm leading-relaxed text-neutral-600 dark:text-neutral-400" />
        <PostCardMeta
          post={post}
          classNames={{
            root: 'mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-500 dark:text-neutral-400',
            separator: 'hidden',
            tag: 'hover:text-[var(--folio-accent)]',
          }}
        />
      </div>
    </article>
  )
}
