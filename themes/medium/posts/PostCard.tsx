// One post in a list: optional cover, big bold title with its icon, the meta line and the
// summary, over a thin divider. What shows follows the MEDIUM_POST_LIST_* settings.
import { PostMetaLine } from '@/components/post/PostMetaLine'
import { PostTitle } from '@/components/post/PostTitle'
import { SiteLink } from '@/components/navigation/SiteLink'
import type { PostSummary } from '@/lib/site/types'
import { useMediumConfig } from '../useMediumConfig'
import { PostCardCover } from './PostCardCover'

/** `first`: the top card's cover is the page's largest image, so it loads at once. */
export function PostCard({ post, first = false }: { post: PostSummary; first?: boolean }) {
  const c = useMediumConfig()
  const cover = c.MEDIUM_POST_LIST_COVER ? post.pageCoverThumbnail || post.pageCover : ''
  return (
    <article
      data-testid="medium-post-card"
      className="border-b border-neutral-200 py-8 first:pt-2 dark:border-neutral-800"
    >
      {cover && <PostCardCover post={post} src={cover} eager={first} />}
      <h2 className="mt-4 text-2xl leading-snug font-bold text-neutral-900 md:text-3xl dark:text-neutral-100">
        <SiteLink
          href={post.href}
          className="hover:underline hover:decoration-2 hover:underline-offset-4"
        >
          <PostTitle post={post} />
        </SiteLink>
      </h2>
      <PostMetaLine
        post={post}
        showCategory={c.MEDIUM_POST_LIST_CATEGORY}
        showTags={c.MEDIUM_POST_LIST_TAG}
        className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-neutral-500 dark:text-neutral-400"
        separatorClassName="text-neutral-300 dark:text-neutral-600"
      />
      {c.MEDIUM_POST_LIST_PREVIEW && post.summary && (
        <p
          data-testid="medium-post-summary"
          className="mt-4 line-clamp-3 leading-7 text-neutral-600 dark:text-neutral-400"
        >
          {post.summary}
        </p>
      )}
    </article>
  )
}
