// Article header: title with icon, then date, category and tags, then the author (linking to
// /about), last-edited date, page views and reading stats.
import { ArticleStats } from '@/components/article/ArticleStats'
import { AuthorLink } from '@/components/article/AuthorLink'
import { PostMetaLine } from '@/components/post/PostMetaLine'
import { PostTitle } from '@/components/post/PostTitle'
import type { PostDetail } from '@/lib/site/types'
import { useMediumConfig } from '../useMediumConfig'

export function ArticleHeader({ post }: { post: PostDetail }) {
  const c = useMediumConfig()
  return (
    <header className="mb-8">
      <PostTitle
        post={post}
        as="h1"
        classNames={{
          root: 'text-3xl leading-tight font-bold text-neutral-900 md:text-4xl dark:text-neutral-50',
        }}
      />
      <PostMetaLine
        post={post}
        showCategory={c.MEDIUM_POST_DETAIL_CATEGORY}
        showTags={c.MEDIUM_POST_DETAIL_TAG}
        classNames={{
          root: 'mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-neutral-500 dark:text-neutral-400',
          separator: 'text-neutral-300 dark:text-neutral-600',
        }}
      />
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-neutral-500 dark:text-neutral-400">
        <AuthorLink
          showAvatar
          classNames={{
            root: 'flex items-center gap-2 text-emerald-700 hover:underline dark:text-emerald-400',
          }}
        />
        <ArticleStats post={post} />
      </div>
    </header>
  )
}
