// The heading of a blog page, centred on a band ruled off from the content: an article's title,
// summary and meta line; a list's small blue line and title; the archive's, search's and
// indexes' heading. The 404 has none.
import { PostTitle } from '@/components/post/PostTitle'
import { ArticleHeader } from '@/components/sections/article/ArticleHeader'
import { useSiteSection } from '@/components/sections/site/useSiteSection'
import { useT } from '@/lib/i18n/react'
import type { FramePage } from '@/themes/contract'
import { CONTAINER, HEADING } from '../look'

export function PageBand({ page }: { page: FramePage }) {
  const { t } = useT()
  const blog = useSiteSection('BLOG')
  const post = page.article?.post
  const listing = page.layout === 'LayoutPostList'
  const title = page.heading ?? (listing ? blog.TITLE || t.site.allPosts : null)
  if (!post && !title) return null
  return (
    <div data-page-header="" className="border-b border-neutral-100 bg-gradient-to-b from-[#f3f4fe] to-white dark:border-neutral-800 dark:from-neutral-900 dark:to-neutral-950">
      <div className={`${CONTAINER} flex flex-col items-center py-14 text-center sm:py-20`}>
        {listing && <p className={HEADING.eyebrow}>{t.site.latestPosts}</p>}
        <h1 className="max-w-4xl text-3xl leading-tight font-bold break-words text-balance text-[#111928] sm:text-5xl dark:text-white">
          {post ? <PostTitle post={post} /> : title}
        </h1>
        {post?.summary && <p className="mt-5 max-w-3xl text-base leading-relaxed text-neutral-600 sm:text-lg dark:text-neutral-400">{post.summary}</p>}
        {post && (
          <ArticleHeader
            post={post}
            classNames={{
              root: 'mt-6 mb-0',
              meta: 'justify-center gap-x-3 gap-y-2 text-sm text-neutral-600 dark:text-neutral-400 [&_a:hover]:text-[#3758f9]',
              tag: 'rounded-md bg-[#3758f9]/10 px-2 py-0.5 text-[#3758f9] dark:text-[#7d93ff]',
              byline: 'mt-3 justify-center gap-x-4 gap-y-1 text-sm text-neutral-600 dark:text-neutral-400 [&>span]:justify-center',
            }}
          />
        )}
      </div>
    </div>
  )
}
