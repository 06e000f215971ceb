// One post in a list: title, meta line (date, category, tags, link to the comments) and
// summary on the left, the cover thumbnail on the right (above the text on phones). Without a
// summary, the start of the body (`preview`) stands in, when the route provided one.
import { PostExcerpt } from '@/components/lists/PostExcerpt'
import { SiteLink } from '@/components/navigation/SiteLink'
import { PostMetaLine } from '@/components/post/PostMetaLine'
import { PostTitle } from '@/components/post/PostTitle'
import type { ListedPost } from '@/lib/routes/types'
import { useExampleConfig } from '../useExampleConfig'

export function PostRow({ post }: { post: ListedPost }) {
  const { EXAMPLE_POST_LIST_COVER } = useExampleConfig()
  const thumbnail = EXAMPLE_POST_LIST_COVER ? post.pageCoverThumbnail : ''
  return (
    <article className="flex flex-col-reverse gap-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <SiteLink href={post.href} className="hover:underline">
          <PostTitle
            post={post}
            as="h2"
            classNames={{ root: 'text-2xl text-gray-900 dark:text-white' }}
          />
        </SiteLink>
        <PostMetaLine
          post={post}
          commentLink
          classNames={{
            root: 'mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-500 dark:text-neutral-400',
          }}
        />
        <PostExcerpt
          post={post}
          className="mt-3 whitespace-pre-line text-gray-600 dark:text-neutral-300"
        />
      </div>
      {thumbnail ? (
        <SiteLink href={post.href} className="shrink-0" tabIndex={-1} aria-hidden="true">
          {/* eslint-disable-next-line @next/next/no-img-element -- covers come from any host */}
          <img
            src={thumbnail}
            alt=""
            loading="lazy"
            className="aspect-[1.91/1] w-full object-cover sm:w-60"
          />
        </SiteLink>
      ) : null}
    </article>
  )
}
