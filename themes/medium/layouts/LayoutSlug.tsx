// An article or page: header, body (or the shared lock screen), the shared article pieces,
// chips and prev/next, then comments. The frame gets the TOC for the right panel (xl) and the
// bottom bar (phones); in between a floating button opens it. fullWidth drops the right panel.
// After an unlock the TOC and stats come from the server.
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
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutDataMap } from '@/themes/contract'
import { ArticleFooter } from '../article/ArticleFooter'
import { ArticleHeader } from '../article/ArticleHeader'
import { drawerPanelClass } from '../frame/drawer-style'
import { MediumFrame } from '../frame/MediumFrame'
import { tocClassNames, TOC_HEADER_OFFSET } from '../panel/toc-style'

const FLOATING_TOC =
  'right-6 bottom-20 hidden rounded-full border border-neutral-200 bg-white p-2.5 text-neutral-600 shadow-md hover:text-neutral-950 md:flex dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-300 dark:hover:text-white'

export function LayoutSlug({
  post: served,
  body,
  prev,
  next,
  aiSummary,
}: LayoutDataMap['LayoutSlug']) {
  const post = useUnlockedDetail(served)
  return (
    <MediumFrame article={{ toc: post.toc, fullWidth: post.fullWidth }}>
      <ReadingProgress />
      <article id="article-wrapper" className="pt-4">
        <ArticleHeader post={post} />
        <ExpirationNotice post={post} />
        <AiSummaryCard summary={aiSummary} className="mb-6" />
        <CopyGuard>
          <ArticleContent post={served} body={body} />
        </CopyGuard>
        <AdSlot kind="article" className="my-8" />
        <CopyrightNotice post={post} />
        <ShareBar
          post={post}
          classNames={{ root: 'relative my-6 flex flex-wrap items-center gap-1' }}
        />
        <ArticleFooter post={post} prev={prev} next={next} />
        <Comments post={post} classNames={{ root: 'mt-12' }} />
      </article>
      {/* Between the phone's bottom bar (md) and the right panel (xl), or wherever a full-width
          post has no panel: a floating contents button. */}
      <FloatingToc
        toc={post.toc}
        classNames={{
          button: `${FLOATING_TOC} ${post.fullWidth ? '' : 'xl:hidden'}`,
          panel: drawerPanelClass,
        }}
        tocClassNames={tocClassNames}
        tocProps={{ headerOffset: TOC_HEADER_OFFSET }}
      />
    </MediumFrame>
  )
}
