// The starter's post card: the cover, a blue date badge, the title, the summary and the meta line
// (category and tags as the settings allow).
import { PinMark } from '@/components/post/PinMark'
import { PostDate } from '@/components/post/PostDate'
import { showsPublishDate } from '@/components/post/PostMetaLine'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'

export function BlogCard({ post, eager = false }: { post: ListedPost; eager?: boolean }) {
  return (
    <article data-starter-card="" className="group flex h-full flex-col">
      <PostCardCover post={post} eager={eager} placeholder classNames={{ root: 'mb-7 aspect-[16/10] overflow-hidden rounded-xl', image: 'rounded-xl object-cover transition duration-300 group-hover:scale-105' }} />
      {showsPublishDate(post) && (
        <PostDate
          iso={post.publishDate}
          day={post.publishDay}
          style="short"
          className="mb-4 self-start rounded-md bg-[#3758f9] px-3 py-1 text-xs font-semibold text-white"
        />
      )}
      <PinMark post={post} classNames={{ root: 'mb-3 self-start text-sm font-semibold text-[#3758f9] dark:text-[#7d93ff]' }} />
      <PostCardTitle
        post={post}
        as="h3"
        classNames={{ root: 'mb-3 text-xl leading-snug font-bold text-[#111928] sm:text-2xl dark:text-white', link: 'transition hover:text-[#3758f9] dark:hover:text-[#7d93ff]' }}
      />
      <PostCardExcerpt post={post} className="text-base leading-relaxed text-neutral-600 dark:text-neutral-400" clampSummary="line-clamp-3" />
      <PostCardMeta
        post={post}
        date={false}
        classNames={{ root: 'mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-500 empty:hidden dark:text-neutral-400 [&_a:hover]:text-[#3758f9]' }}
      />
    </article>
  )
}
