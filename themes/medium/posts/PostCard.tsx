// One post in a list: optional cover, big bold title with its icon, the meta line (with the
// link to the comments when comments are configured) and the summary — or, for a post
// without one, the first lines of its body — over a thin divider. What shows follows the
// MEDIUM_POST_LIST_* settings.
import { PostExcerpt } from '@/components/lists/PostExcerpt'
import { PostMetaLine } from '@/components/post/PostMetaLine'
import { PostTitle } from '@/components/post/PostTitle'
import { SiteLink } from '@/components/navigation/SiteLink'
import type { ListedPost } from '@/lib/routes/types'
import { useMediumConfig } from '../useMediumConfig'
import { PostCardCover } from './PostCardCover'

/** `first`: the top card's cover is the page's largest image, so it loads at once. */
export function PostCard({ post, first = false }: { post: ListedPost; first?: boolean }) {
  const c = useMediumConfig()
  const cover = c.MEDIUM_POST_LIST_COVER ? post.pageCoverThumbnail || post.pageCover : ''
  const summary = post.summary.trim()
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
        commentLink
        classNames={{
          root: 'mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-neutral-500 dark:text-neutral-400',
          separator: 'text-neutral-300 dark:text-neutral-600',
        }}
      />
      {c.MEDIUM_POST_LIST_PREVIEW && (
        <div data-testid="medium-post-summary">
          <PostExcerpt
            post={post}
            className={`mt-4 leading-7 whitespace-pre-line text-neutral-600 dark:text-neutral-400 ${summary ? 'line-clamp-3' : ''}`}
          />
        </div>
      )}
    </article>
  )
}
