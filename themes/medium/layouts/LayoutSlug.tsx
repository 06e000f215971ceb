// An article or page: header, body (or the shared lock screen), the shared article pieces,
// chips and prev/next, then comments. The frame gets the TOC for the right panel and the bottom
// bar; fullWidth drops the right panel. After an unlock the TOC and stats come from the server.
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
import type { LayoutDataMap } from '@/themes/contract'
import { ArticleFooter } from '../article/ArticleFooter'
import { ArticleHeader } from '../article/ArticleHeader'
import { MediumFrame } from '../frame/MediumFrame'

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
        <ShareBar post={post} className="relative my-6 flex flex-wrap items-center gap-1" />
        <ArticleFooter post={post} prev={prev} next={next} />
        <Comments post={post} className="mt-12" />
      </article>
    </MediumFrame>
  )
}
