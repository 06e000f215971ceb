// Webmentions from webmention.io's public API: likes and reposts as avatars, replies and
// mentions as a list. Only text is shown, never the sender's HTML.
import { useEffect, useState } from 'react'
import { useSite } from '@/components/site/SiteContext'
import { absolutePageUrl } from '@/lib/comments/page'
import { parseMentions, webmentionApiUrl, type Mention } from '@/lib/comments/webmention'
import { useT } from '@/lib/i18n/react'
import type { BackendProps } from '../types'
import { CommentsLoading } from '../WidgetView'
import { MentionFaces } from './MentionFaces'
import { MentionList } from './MentionList'

type State = { status: 'loading' } | { status: 'ready'; mentions: Mention[] } | { status: 'failed' }

function useMentions(path: string): State {
  const { link } = useSite()
  const [state, setState] = useState<State>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    const url = webmentionApiUrl(absolutePageUrl(path, link, location.origin))
    fetch(url, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        return response.json() as Promise<unknown>
      })
      .then((feed) => setState({ status: 'ready', mentions: parseMentions(feed) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.warn('[comments] webmentions failed to load', error)
        setState({ status: 'failed' })
      })
    return () => controller.abort()
  }, [path, link])
  return state
}

export default function WebmentionComments({ page }: BackendProps<'webmention'>) {
  const { t, plural } = useT()
  const state = useMentions(page.path)
  if (state.status === 'failed') return <div data-comment-backend="webmention" data-status="failed" />
  if (state.status === 'loading') {
    return (
      <div data-comment-backend="webmention" data-status="loading">
        <CommentsLoading text={t.comment.loading} />
      </div>
    )
  }
  const of = (kind: Mention['kind']) => state.mentions.filter((m) => m.kind === kind)
  const likes = of('like')
  const reposts = of('repost')
  const replies = state.mentions.filter((m) => m.kind === 'reply' || m.kind === 'mention')
  return (
    <div data-comment-backend="webmention" data-status="ready" className="space-y-4">
      {state.mentions.length === 0 && (
        <p className="text-sm text-gray-500 dark:text-neutral-400">{t.comment.noMentions}</p>
      )}
      <MentionFaces label={plural(t.comment.likes, likes.length)} mentions={likes} />
      <MentionFaces label={plural(t.comment.reposts, reposts.length)} mentions={reposts} />
      <MentionList mentions={replies} mentionedText={t.comment.mentioned} />
    </div>
  )
}
