// What a theme puts where the article body goes. A public post renders its body; a locked one
// renders the lock screen, then the body the server returns for the right password. Themes that
// show the TOC or reading stats elsewhere read them with useUnlockedDetail(post) or onUnlocked.
// A lock screen holds the page's view (Folio's counter sends it once the post is unlocked).
import dynamic from 'next/dynamic'
import type { ClassNames } from '@/components/kit/class-names'
import { piecesPreloader } from '@/components/plugins/lazy-pieces'
import { useViewHold } from '@/components/plugins/readership/view-hold'
import { ShownNotionBody } from '@/components/notion/ShownNotionBody'
import type { ShownBody } from '@/lib/notion/shown-body'
import type { PostDetail } from '@/lib/site/types'
import { useUnlockedArticle } from './unlocked-store'

export interface ArticleContentProps {
  post: PostDetail
  body: ShownBody | null
  /** Called with the post's TOC, word count and read time once a locked post is unlocked. */
  onUnlocked?: (detail: PostDetail) => void
  classNames?: ClassNames<ArticleContentPart>
}

/** `root`: NotionBody's box; `lock`: the lock screen's form (its root). */
export type ArticleContentPart = 'root' | 'lock'

const LockedArticle = dynamic(() => import('./LockedArticle').then((m) => m.LockedArticle))

/** Loads the locked article's piece (the server before rendering; tests before rendering synchronously). */
export const preloadLockedArticle = piecesPreloader(LockedArticle)

export function ArticleContent({ post, body, onUnlocked, classNames: c = {} }: ArticleContentProps) {
  const unlocked = useUnlockedArticle(post.id) !== null
  useViewHold(!body && post.locked && !unlocked)
  if (body) return <ShownNotionBody body={body} className={c.root} />
  if (!post.locked) return null
  return <LockedArticle post={post} onUnlocked={onUnlocked} bodyClassName={c.root} lockClassName={c.lock} />
}
