// The default card of PostFeed / ScrollPostList: the pin mark, title (with icon), meta line and excerpt.
// Themes normally pass their own card as renderPost.
import { SiteLink } from '@/components/navigation/SiteLink'
import { PostMetaLine } from '@/components/post/PostMetaLine'
import { PinMark } from '@/components/post/PinMark'
import { PostTitle } from '@/components/post/PostTitle'
import type { ListedPost } from '@/lib/routes/types'
import { PostExcerpt } from './PostExcerpt'

export function PostPreviewItem({ post, className }: { post: ListedPost; className?: string }) {
  return (
    <article className={className ?? 'py-5'}>
      <PinMark post={post} />
      <SiteLink href={post.href} className="hover:underline">
        <PostTitle
          post={post}
          as="h2"
          classNames={{ root: 'text-xl font-semibold text-gray-900 dark:text-neutral-100' }}
        />
      </SiteLink>
      <PostMetaLine
        post={post}
        classNames={{ root: 'mt-1 gap-x-2 gap-y-1 text-sm text-gray-500 dark:text-neutral-400' }}
      />
      <PostExcerpt post={post} />
    </article>
  )
}
