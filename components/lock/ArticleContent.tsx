// What a theme puts where the article body goes. A public post renders its body; a locked one
// renders the lock screen, then the body the server returns for the right password. Themes that
// show the TOC or reading stats elsewhere read them with useUnlockedDetail(post) or onUnlocked.
import { useCallback, useState } from 'react'
import type { ClassNames } from '@/components/kit/class-names'
import { NotionBody } from '@/components/notion/NotionBody'
import { ShownNotionBody } from '@/components/notion/ShownNotionBody'
import { Spinner } from '@/components/icons'
import { usePageContext } from '@/components/site/SiteContext'
import type { UnlockedArticle } from '@/lib/lock/protocol'
import type { ShownBody } from '@/lib/notion/static-body'
import type { PostDetail } from '@/lib/site/types'
import { useT } from '@/lib/i18n/react'
import { LockScreen } from './LockScreen'
import { UnlockedNotice } from './UnlockedNotice'
import { siteOfPrefix } from './unlock-request'
import { saveUnlockToken } from './unlock-session'
import { publishUnlocked, useUnlockedArticle } from './unlocked-store'
import { useSessionUnlock } from './useSessionUnlock'

export interface ArticleContentProps {
  post: PostDetail
  body: ShownBody | null
  /** Called with the post's TOC, word count and read time once a locked post is unlocked. */
  onUnlocked?: (detail: PostDetail) => void
  classNames?: ClassNames<ArticleContentPart>
}

/** `root`: NotionBody's box; `lock`: the lock screen's form (its root). */
export type ArticleContentPart = 'root' | 'lock'

export function ArticleContent({ post, body, onUnlocked, classNames: c = {} }: ArticleContentProps) {
  const { t } = useT()
  const site = siteOfPrefix(usePageContext().variant.prefix)
  const unlocked = useUnlockedArticle(post.id)
  const [justUnlocked, setJustUnlocked] = useState(false)
  const locked = post.locked && !body

  const announce = useCallback(
    (article: UnlockedArticle) => onUnlocked?.({ ...post, toc: article.toc, wordCount: article.wordCount, readTime: article.readTime }),
    [onUnlocked, post],
  )
  const restoring = useSessionUnlock(post.id, site, locked && !unlocked, announce)

  const unlock = (article: UnlockedArticle, token: string) => {
    setJustUnlocked(true)
    publishUnlocked(post.id, article)
    saveUnlockToken(post.id, token)
    announce(article)
  }

  if (body) return <ShownNotionBody body={body} className={c.root} />
  if (!post.locked) return null
  if (unlocked) {
    return (
      <>
        {justUnlocked ? <UnlockedNotice /> : null}
        <NotionBody recordMap={unlocked.body} className={c.root} />
      </>
    )
  }
  if (restoring) {
    return (
      <p role="status" className="my-8 flex items-center justify-center gap-2 text-sm text-gray-500 dark:text-neutral-400">
        <Spinner className="h-4 w-4" />
        {t.lock.checking}
      </p>
    )
  }
  return <LockScreen postId={post.id} onUnlocked={unlock} classNames={{ root: c.lock }} />
}
