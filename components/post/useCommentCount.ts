// A post's comment count from the site's first comment backend, when that backend publishes
// counts (Waline, Artalk); asked once the page is interactive and the browser is idle, so it
// never delays the page. null until known, and for every other backend.
import { useEffect, useState } from 'react'
import { usePageContext } from '@/components/site/SiteContext'
import { commentPageOf } from '@/lib/comments/page'
import type { PostSummary } from '@/lib/site/types'
import { isCountingBackend } from './comment-count-api'
import { commentCount } from './comment-counts'

function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback)
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback, 200)
  return () => window.clearTimeout(id)
}

export function useCommentCount(post: Pick<PostSummary, 'id' | 'title' | 'href'>): number | null {
  const { chrome, variant } = usePageContext()
  const backend = chrome.comments?.backends[0]
  const path = commentPageOf(post, variant.prefix).path
  const [answer, setAnswer] = useState<{ path: string; count: number | null } | null>(null)
  useEffect(() => {
    if (!isCountingBackend(backend)) return
    let current = true
    const cancel = whenIdle(() => {
      void commentCount(backend, path).then((count) => current && setAnswer({ path, count }))
    })
    return () => {
      current = false
      cancel()
    }
  }, [backend, path])
  return answer?.path === path ? answer.count : null
}
