// Warns readers of an old post (ARTICLE_EXPIRATION_*). Age is computed in the browser after
// hydration, so cached pages stay correct as they age.
import { useSyncExternalStore } from 'react'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import type { PostSummary } from '@/lib/site/types'
import { daysSince, expirationMessage } from './expiration'

const noSubscription = () => () => {}

interface Props {
  post: Pick<PostSummary, 'type' | 'lastEditedDate'>
  className?: string
}

export function ExpirationNotice({ post, className }: Props) {
  const { article } = useSite()
  const { t } = useT()
  // Server snapshot -1: nothing is shown in the HTML, the browser decides.
  const days = useSyncExternalStore(noSubscription, () => daysSince(post.lastEditedDate, Date.now()), () => -1)
  const { enabled, days: limit, message } = article.expiration
  if (!enabled || post.type !== 'Post' || days < limit) return null
  return (
    <p role="note" className={className ?? 'my-4 rounded-md bg-amber-50 p-3 text-sm text-amber-800 dark:bg-amber-950 dark:text-amber-200'}>
      {expirationMessage(message || t.expiration.message, days)}
    </p>
  )
}
