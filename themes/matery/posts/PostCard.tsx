// A post as a Material card: the cover on top with the title written across its lower edge
// (over the indigo-violet gradient when there is no cover), then the excerpt, and a footer with
// the date, category and the tags as accent pills. Rises in as the page opens; lifts on hover.
import { cx } from '@/components/kit/class-names'
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'
import { PAPER, PILL } from '../frame/look'
import { useEntrance } from '../frame/useEntrance'

export function PostCard({ post, index }: { post: ListedPost; index: number }) {
  const entrance = useEntrance(index)
  return (
    <article
      data-matery-card=""
      style={entrance.style}
      className={cx(PAPER, entrance.className, 'group flex h-full flex-col overflow-hidden transition-[translate,box-shadow] duration-300 hover:-translate-y-1 hover:shadow-[0_10px_24px_rgba(0,0,0,0.16)]')}
    >
      <div className="relative flex min-h-44 items-end bg-linear-to-br from-[#5c6bc0] to-[#7e57c2]">
        <PostCardCover
          post={post}
          eager={index === 0}
          classNames={{ root: 'absolute inset-0', image: 'object-cover transition-transform duration-700 group-hover:scale-105' }}
        />
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-linear-to-t from-black/65 via-black/10 to-transparent" />
        <PinMark post={post} classNames={{ root: 'absolute top-3 left-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-[#5c6bc0] shadow' }} />
        <PostCardTitle
          post={post}
          classNames={{ root: 'relative px-5 pt-10 pb-3 text-xl leading-snug font-normal text-white [text-shadow:0_1px_4px_rgba(0,0,0,0.5)]', link: 'hover:underline' }}
        />
      </div>
      <PostCardExcerpt post={post} clampSummary="line-clamp-3" className="px-5 pt-4 text-sm leading-6 break-words text-neutral-600 dark:text-neutral-400" />
      <PostCardMeta
        post={post}
        classNames={{
          separator: 'hidden',
          root: 'mt-auto gap-x-3 gap-y-2 border-t border-neutral-100 px-5 pt-3 pb-4 text-[13px] text-neutral-500 dark:border-neutral-800 dark:text-neutral-400 [&_a:hover]:text-(--folio-accent)',
          tag: `${PILL} px-2.5!`,
        }}
      />
    </article>
  )
}
