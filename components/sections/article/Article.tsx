// The assembled article: every rule of an article page in one place, the look from the theme.
// Order: header, expiration notice, AI summary, body (or the lock screen, then the body the
// server returns for the right password), ad, copyright, chips, share bar (posts only),
// previous/next (posts only), related posts, comments (lazy; none while locked). A theme restyles the parts,
// leaves the header to its frame (`header={false}`), and adds its own nodes in the slots.
import type { ReactNode } from 'react'
import { CopyGuard } from '@/components/article/CopyGuard'
import { CopyrightNotice } from '@/components/article/CopyrightNotice'
import { ExpirationNotice } from '@/components/article/ExpirationNotice'
import { ShareBar } from '@/components/article/ShareBar'
import { Comments } from '@/components/comments'
import { part, type ClassNames } from '@/components/kit/class-names'
import { ReadingProgress } from '@/components/layout/ReadingProgress'
import { ArticleContent } from '@/components/lock/ArticleContent'
import { useUnlockedDetail } from '@/components/lock/unlocked-store'
import { AdSlot } from '@/components/plugins/AdSlot'
import { AiSummaryCard } from '@/components/plugins/AiSummaryCard'
import type { LayoutDataMap } from '@/lib/routes/types'
import { ArticleChips, type ArticleChipsPart } from './ArticleChips'
import { ArticleHeader, type ArticleHeaderPart } from './ArticleHeader'
import { ArticleNeighbours, type ArticleNeighboursPart } from './ArticleNeighbours'
import { RelatedPosts, type RelatedPostsPart } from './RelatedPosts'
import { ARTICLE_ELEMENT_ID, ARTICLE_SELECTOR } from './article-element'

export type ArticlePart =
  | 'root'
  | 'progress'
  | 'progressBar'
  | 'expiration'
  | 'aiSummary'
  | 'body'
  | 'lock'
  | 'ad'
  | 'copyright'
  | 'share'
  | 'shareButton'
  | 'comments'

export interface ArticleSlots {
  afterHeader?: ReactNode
  afterBody?: ReactNode
  beforeComments?: ReactNode
  after?: ReactNode
}

export type ArticleProps = LayoutDataMap['LayoutSlug'] & {
  classNames?: ClassNames<ArticlePart>
  /** The header's parts; `false` leaves it out (the theme's frame shows it, e.g. in a cover band). */
  header?: ClassNames<ArticleHeaderPart> | false
  chips?: ClassNames<ArticleChipsPart>
  neighbours?: ClassNames<ArticleNeighboursPart>
  /** The related posts' parts; `false` leaves them out (the theme places <RelatedPosts> itself). */
  relatedPosts?: ClassNames<RelatedPostsPart> | false
  /** Show the related posts' covers (on by default). */
  relatedCovers?: boolean
  slots?: ArticleSlots
  /** The reading-progress bar at the top of the window (off when the theme draws its own). */
  progress?: boolean
}

export function Article({ post: served, body, prev, next, related, aiSummary, ...look }: ArticleProps) {
  // After an unlock this carries the TOC and reading stats the server sent with the body.
  const post = useUnlockedDetail(served)
  const { classNames: c = {}, header = {}, chips, neighbours, relatedPosts = {}, relatedCovers = true, slots = {}, progress = true } = look
  return (
    <>
      {progress && <ReadingProgress targetSelector={ARTICLE_SELECTOR} classNames={{ root: c.progress, bar: c.progressBar }} />}
      <article id={ARTICLE_ELEMENT_ID} className={part('min-w-0', '', c.root)}>
        {header !== false && <ArticleHeader post={post} classNames={header} />}
        {slots.afterHeader}
        <ExpirationNotice post={post} className={c.expiration} />
        <AiSummaryCard summary={aiSummary} className={c.aiSummary ?? 'mb-6'} />
        <CopyGuard>
          <ArticleContent post={served} body={body} classNames={{ root: c.body, lock: c.lock }} />
        </CopyGuard>
        {slots.afterBody}
        <AdSlot kind="article" className={c.ad ?? 'my-8'} />
        <CopyrightNotice post={post} className={c.copyright} />
        <ArticleChips post={post} classNames={chips} />
        <ShareBar
          post={post}
          classNames={{ root: part('relative flex flex-wrap items-center', 'my-6 gap-1', c.share), button: c.shareButton }}
        />
        <ArticleNeighbours post={post} prev={prev} next={next} classNames={neighbours} />
        {relatedPosts !== false && <RelatedPosts posts={related} classNames={relatedPosts} covers={relatedCovers} />}
        {slots.beforeComments}
        <Comments post={post} classNames={{ root: c.comments ?? 'mt-12' }} />
      </article>
      {slots.after}
    </>
  )
}
