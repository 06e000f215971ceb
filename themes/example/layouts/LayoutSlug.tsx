// Articles and pages. The title sits in the band; under it the meta line (date, category,
// tags), the author and the figures. With more than one heading the table of contents is a
// sticky card at the foot of the sidebar on wide screens; on small screens a floating button
// opens it (any number of headings). `fullWidth` drops the sidebar. A locked post
// arrives without a body (body === null): ArticleContent shows the shared lock screen and
// renders the body in place once the server has checked the password.
import { ArticleStats } from '@/components/article/ArticleStats'
import { AuthorLink } from '@/components/article/AuthorLink'
import { CopyGuard } from '@/components/article/CopyGuard'
import { CopyrightNotice } from '@/components/article/CopyrightNotice'
import { ExpirationNotice } from '@/components/article/ExpirationNotice'
import { ShareBar } from '@/components/article/ShareBar'
import { Comments } from '@/components/comments'
import { ReadingProgress } from '@/components/layout/ReadingProgress'
import { ArticleContent } from '@/components/lock/ArticleContent'
import { useUnlockedDetail } from '@/components/lock/unlocked-store'
import { AdSlot } from '@/components/plugins/AdSlot'
import { AiSummaryCard } from '@/components/plugins/AiSummaryCard'
import { CategoryLink } from '@/components/post/CategoryLink'
import { PostMetaLine } from '@/components/post/PostMetaLine'
import { PostTitle } from '@/components/post/PostTitle'
import { PrevNextLinks } from '@/components/post/PrevNextLinks'
import { TagChip } from '@/components/post/TagChip'
import { useSite } from '@/components/site/SiteContext'
import { FloatingToc } from '@/components/toc/FloatingToc'
import { TableOfContents } from '@/components/toc/TableOfContents'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { Page } from '../frame/Page'
import { SidebarBox } from '../frame/SidebarBox'

// The entry being read: the theme's accent (--folio-accent, set in LayoutBase), underlined.
const TOC_LOOK = { root: 'space-y-1', active: 'text-(--folio-accent) underline' }

export function LayoutSlug({
  post: served,
  body,
  prev,
  next,
  aiSummary,
}: LayoutDataMap['LayoutSlug']) {
  // After an unlock this carries the TOC and reading stats the server sent with the body.
  const post = useUnlockedDetail(served)
  const { t } = useT()
  const { info } = useSite()
  const sidebar = !post.fullWidth
  const sideToc = sidebar && post.toc.length > 1
  // `lg:order-last` puts the card under the other boxes, where it can stick while reading.
  const toc = sideToc ? (
    <div
      className="sticky top-4 order-last hidden max-h-[calc(100vh-2rem)] overflow-y-auto lg:block"
      data-testid="side-toc"
    >
      <SidebarBox title={t.toc.title}>
        <TableOfContents toc={post.toc} headerOffset={16} showTitle={false} classNames={TOC_LOOK} />
      </SidebarBox>
    </div>
  ) : null
  return (
    <Page
      title={<PostTitle post={post} />}
      subtitle={info.description}
      aside={toc}
      sidebar={sidebar}
    >
      <ReadingProgress targetSelector="#article-wrapper" />
      {/* id="article-wrapper": the 404 redirect and the reading progress look for it. */}
      <article id="article-wrapper" className="min-w-0 [&_pre]:overflow-x-auto">
        <div className="mb-8 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-500 dark:text-neutral-400">
          <PostMetaLine
            post={post}
            classNames={{ root: 'flex flex-wrap items-center gap-x-2 gap-y-1' }}
          />
          <AuthorLink showLabel />
          <ArticleStats post={post} />
        </div>
        <ExpirationNotice post={post} />
        <AiSummaryCard summary={aiSummary} className="mb-6" />
        <CopyGuard>
          <ArticleContent post={served} body={body} />
        </CopyGuard>
        <AdSlot kind="article" className="my-8" />
        <CopyrightNotice post={post} />
        {(post.category || post.tagItems.length > 0) && (
          <div
            className="mt-6 flex flex-wrap items-center gap-2 text-sm"
            data-testid="article-chips"
          >
            {post.category && (
              <CategoryLink
                name={post.category}
                className="rounded-sm border border-gray-300 px-2 py-0.5 text-gray-700 hover:bg-slate-100 dark:border-neutral-600 dark:text-neutral-200 dark:hover:bg-neutral-800"
              />
            )}
            {post.tagItems.map((tag) => (
              <TagChip key={tag.name} tag={tag} />
            ))}
          </div>
        )}
        <ShareBar
          post={post}
          classNames={{ root: 'relative mt-6 flex flex-wrap items-center gap-1' }}
        />
        {/* Previous/next only between posts, never on pages (type Page); one above the other on
            phones, so a title is not cut into two-character lines. */}
        {post.type === 'Post' ? (
          <PrevNextLinks
            prev={prev}
            next={next}
            classNames={{
              root: 'mt-12 grid gap-4 border-t border-gray-200 pt-6 text-sm sm:grid-cols-2 dark:border-neutral-700',
            }}
          />
        ) : null}
        <Comments post={post} classNames={{ root: 'mt-12' }} />
      </article>
      <FloatingToc
        toc={post.toc}
        classNames={{
          button:
            'fixed bottom-6 left-6 z-30 inline-flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-600 shadow-sm hover:text-black dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-300 dark:hover:text-white lg:hidden',
        }}
        tocClassNames={TOC_LOOK}
        tocProps={{ showTitle: false }}
      />
    </Page>
  )
}
