// Articles and pages. The title sits in the band; the table of contents goes to the top of
// the sidebar (only when the post has headings); `fullWidth` drops the sidebar. A locked
// post arrives without a body (body === null): ArticleContent shows the shared lock screen and
// renders the body in place once the server has checked the password.
import { ReadingProgress } from '@/components/layout/ReadingProgress'
import { CopyGuard } from '@/components/article/CopyGuard'
import { CopyrightNotice } from '@/components/article/CopyrightNotice'
import { ExpirationNotice } from '@/components/article/ExpirationNotice'
import { ShareBar } from '@/components/article/ShareBar'
import { Comments } from '@/components/comments'
import { ArticleContent } from '@/components/lock/ArticleContent'
import { AiSummaryCard } from '@/components/plugins/AiSummaryCard'
import { useUnlockedDetail } from '@/components/lock/unlocked-store'
import { PostMetaLine } from '@/components/post/PostMetaLine'
import { PostTitle } from '@/components/post/PostTitle'
import { PrevNextLinks } from '@/components/post/PrevNextLinks'
import { ReadingStats } from '@/components/post/ReadingStats'
import { useSite } from '@/components/site/SiteContext'
import { TableOfContents } from '@/components/toc/TableOfContents'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { Page } from '../frame/Page'
import { SidebarBox } from '../frame/SidebarBox'

export function LayoutSlug({ post: served, body, prev, next, aiSummary }: LayoutDataMap['LayoutSlug']) {
  // After an unlock this carries the TOC and reading stats the server sent with the body.
  const post = useUnlockedDetail(served)
  const { t } = useT()
  const { info } = useSite()
  const toc =
    post.toc.length > 0 ? (
      <SidebarBox title={t.toc.title}>
        <TableOfContents
          toc={post.toc}
          showTitle={false}
          className="space-y-1"
          activeClassName="text-red-500 underline"
        />
      </SidebarBox>
    ) : null
  return (
    <Page
      title={<PostTitle post={post} />}
      subtitle={info.description}
      aside={toc}
      sidebar={!post.fullWidth}
    >
      <ReadingProgress targetSelector="#article-wrapper" />
      {/* id="article-wrapper": the 404 redirect and the reading progress look for it. */}
      <article id="article-wrapper" className="min-w-0 [&_pre]:overflow-x-auto">
        <div className="mb-8 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-500 dark:text-neutral-400">
          <PostMetaLine post={post} className="flex flex-wrap items-center gap-x-2 gap-y-1" />
          {post.wordCount > 0 ? (
            <ReadingStats wordCount={post.wordCount} readTime={post.readTime} />
          ) : null}
        </div>
        <ExpirationNotice post={post} />
        <AiSummaryCard summary={aiSummary} className="mb-6" />
        <CopyGuard>
          <ArticleContent post={served} body={body} />
        </CopyGuard>
        <CopyrightNotice post={post} />
        <ShareBar post={post} className="relative mt-6 flex flex-wrap items-center gap-1" />
        {/* Previous/next only between posts, never on pages (type Page). */}
        {post.type === 'Post' ? (
          <PrevNextLinks
            prev={prev}
            next={next}
            className="mt-12 flex justify-between gap-4 border-t border-gray-200 pt-6 text-sm dark:border-neutral-700"
          />
        ) : null}
        <Comments post={post} className="mt-12" />
      </article>
    </Page>
  )
}
