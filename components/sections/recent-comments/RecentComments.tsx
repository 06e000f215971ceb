// The site's latest comments, each with its author and a link to the commented page — only
// where a configured comment backend publishes them (Waline) and `enabled`; otherwise nothing
// is shown and nothing is asked. Asked once, after the page has loaded; a failure shows nothing.
import { useEffect, useState } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import { readRecentComments, recentCommentsBackendOf, recentCommentsUrl, type RecentComment } from './recent-comments-api'

export type RecentCommentsPart = 'root' | 'heading' | 'list' | 'item' | 'author' | 'text'

interface Props {
  enabled?: boolean
  count?: number
  classNames?: ClassNames<RecentCommentsPart>
}

export function RecentComments({ enabled = true, count = 5, classNames: c = {} }: Props) {
  const { t } = useT()
  const backend = recentCommentsBackendOf(useSite().comments)
  const url = enabled && backend ? recentCommentsUrl(backend, count) : null
  const [comments, setComments] = useState<RecentComment[]>([])
  useEffect(() => {
    if (!url) return
    let live = true
    fetch(url)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => live && setComments(readRecentComments(body, count)))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [url, count])
  if (!url || comments.length === 0) return null
  return (
    <section data-section="recent-comments" aria-label={t.widgets.recentComments} className={c.root}>
      <h2 className={c.heading ?? 'mb-3 font-semibold'}>{t.widgets.recentComments}</h2>
      <ul className={part('', 'space-y-2', c.list)}>
        {comments.map((comment) => (
          <li key={comment.id} className={part('min-w-0', 'text-sm', c.item)}>
            {/* The backend keeps the page's full path (language prefix and base path included). */}
            <a href={comment.path} className="line-clamp-2 break-words hover:underline">
              <span className={c.author ?? 'font-medium'}>{comment.author}</span>
              {comment.author && ': '}
              <span className={c.text}>{comment.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
