// An article's header: title with its icon (unless the theme's frame shows it), the meta line (date, category and tags as the
// theme's settings allow; no publish date on pages), then the author (to /about), last-edited
// date, views, word count and read time. A frame may show it in its own banner.
import { ArticleStats } from '@/components/article/ArticleStats'
import { AuthorLink } from '@/components/article/AuthorLink'
import { part, type ClassNames } from '@/components/kit/class-names'
import { PostMetaLine } from '@/components/post/PostMetaLine'
import { PostTitle } from '@/components/post/PostTitle'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import type { PostDetail } from '@/lib/site/types'
import { useHeadingInFrame } from '../frame-heading'

export type ArticleHeaderPart = 'root' | 'title' | 'meta' | 'separator' | 'tag' | 'byline' | 'author'

interface Props {
  post: PostDetail
  classNames?: ClassNames<ArticleHeaderPart>
  /** Show the owner's avatar beside the author's name. */
  avatar?: boolean
}

export function ArticleHeader({ post, classNames: c = {}, avatar = true }: Props) {
  const { article } = useSharedThemeSettings()
  const titled = !useHeadingInFrame()
  return (
    <header data-article-header="" className={part('', 'mb-8', c.root)}>
      {titled && <PostTitle
        post={post}
        as="h1"
        classNames={{ root: part('break-words', 'text-3xl leading-tight font-bold text-neutral-900 md:text-4xl dark:text-neutral-50', c.title) }}
      />}
      <PostMetaLine
        post={post}
        showCategory={article.category}
        showTags={article.tag}
        classNames={{
          root: part('flex flex-wrap items-center', 'mt-4 gap-x-3 gap-y-2 text-sm text-neutral-500 dark:text-neutral-400', c.meta),
          separator: c.separator,
          tag: c.tag,
        }}
      />
      <div className={part('flex flex-wrap items-center', 'mt-3 gap-x-4 gap-y-2 text-sm text-neutral-500 dark:text-neutral-400', c.byline)}>
        <AuthorLink showAvatar={avatar} classNames={{ root: c.author }} />
        <ArticleStats post={post} />
      </div>
    </header>
  )
}
