// A category banner's first story: the title in white over the darkened cover (over black when
// covers are off or missing).
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'

export function BannerStory({ post }: { post: ListedPost }) {
  return (
    <article data-magzine-banner-story="" className="relative isolate flex min-h-72 min-w-0 flex-col justify-end overflow-hidden bg-neutral-900 sm:col-span-2">
      <PostCardCover post={post} classNames={{ root: 'absolute inset-0 -z-10', image: 'object-cover opacity-80' }} />
      <div className="bg-gradient-to-t from-black/90 via-black/50 to-transparent p-6 pt-20">
        <PinMark post={post} classNames={{ root: 'mb-2 text-xs font-bold tracking-wide text-white uppercase' }} />
        <PostCardTitle post={post} as="h3" classNames={{ root: 'text-2xl leading-tight font-extrabold text-white sm:text-3xl', link: 'hover:underline underline-offset-4' }} />
        {post.summary && <p className="mt-2 line-clamp-2 text-sm text-neutral-200">{post.summary}</p>}
      </div>
    </article>
  )
}
