// One post in a list: the accent title, a meta line (the author, then date, category and tags
// as the settings allow), the excerpt and an outlined "Read more" button; a thin rule between posts.
import { PostExcerpt } from '@/components/lists/PostExcerpt'
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import { ReadMoreLink } from '@/components/sections/post-card/ReadMoreLink'
import { ChevronRight } from '@/components/icons'
import { useSite } from '@/components/site/SiteContext'
import type { ListedPost } from '@/themes/contract'

export function PostEntry({ post, first }: { post: ListedPost; first: boolean }) {
  const { author } = useSite()
  return (
    <article data-simple="post" className="border-b border-neutral-200 py-8 first:pt-0 dark:border-neutral-800">
      <PostCardCover post={post} eager={first} classNames={{ root: 'mb-5 aspect-[2/1] w-full rounded-sm' }} />
      <PostCardTitle
        post={post}
        classNames={{ root: 'text-2xl font-bold text-(--folio-accent)', link: 'hover:underline underline-offset-4' }}
      />
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-500 dark:text-neutral-400">
        <PinMark post={post} classNames={{ root: 'font-medium text-(--folio-accent)' }} />
        {author && <span>{author}</span>}
        <PostCardMeta post={post} classNames={{ root: 'gap-x-3 gap-y-1', separator: 'hidden' }} />
      </div>
      <PostExcerpt post={post} className="mt-4 line-clamp-4 whitespace-pre-line leading-relaxed text-neutral-600 dark:text-neutral-300" />
      <ReadMoreLink
        post={post}
        icon={<ChevronRight className="h-3.5 w-3.5" />}
        className="mt-5 inline-flex items-center gap-1 rounded-sm border border-neutral-300 px-4 py-1.5 text-xs text-(--folio-accent) hover:border-(--folio-accent) dark:border-neutral-700"
      />
    </article>
  )
}
