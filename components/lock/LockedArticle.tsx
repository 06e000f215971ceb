// A locked post where the body goes: the lock screen, then the body the server returns for the
// right password (or for this session's token). Its own chunk (ArticleContent loads it only for
// locked posts): public articles never download the lock's code.
import { useCallback, useState } from 'react'
import { NotionBody } from '@/components/notion/NotionBody'
import { Spinner } from '@/components/icons'
import { usePageContext } from '@/components/site/SiteContext'
import type { UnlockedArticle } from '@/lib/lock/protocol'
import type { PostDetail } from '@/lib/site/types'
import { useT } from '@/lib/i18n/react'
import { LockScreen } from './LockScreen'
import { UnlockedNotice } from './UnlockedNotice'
import { siteOfPrefix } from './unlock-request'
import { saveUnlockToken } from './unlock-session'
import { publishUnlocked, useUnlockedArticle } from './unlocked-store'
import { useSessionUnlock } from './useSessionUnlock'

export interface LockedArticleProps {
  post: PostDetail
  onUnlocked?: (detail: PostDetail) => void
  bodyClassName?: string
  lockClassName?: string
}

export function LockedArticle({ post, onUnlocked, bodyClassName, lockClassName }: LockedArticleProps) {
  const { t } = useT()
  const site = siteOfPrefix(usePageContext().variant.prefix)
  const unlocked = useUnlockedArticle(post.id)
  const [justUnlocked, setJustUnlocked] = useState(false)

  const announce = useCallback(
    (article: UnlockedArticle) => onUnlocked?.({ ...post, toc: article.toc, wordCount: article.wordCount, readTime: article.readTime }),
    [onUnlocked, post],
  )
  const restoring = useSessionUnlock(post.id, site, !unlocked, announce)

  const unlock = (article: UnlockedArticle, token: string) => {
    setJustUnlocked(true)
    publishUnlocked(post.id, article)
    saveUnlockToken(post.id, token)
    announce(article)
  }

  if (unlocked) {
    return (
      <>
        {justUnlocked ? <UnlockedNotice /> : null}
        <NotionBody recordMap={unlocked.body} className={bodyClassName} />
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
  return <LockScreen postId={post.id} onUnlocked={unlock} classNames={{ root: lockClassName }} />
}
