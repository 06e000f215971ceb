// "Random post" for the hero banner and the right-click menu. The pool is what the page already
// carries (the site's latest posts plus whatever the caller adds, e.g. the home's recommended
// and listed posts): no extra request, no full post index in every page's data.
import { useRouter } from 'next/router'
import { useCallback, useMemo } from 'react'
import { sitePath } from '@/components/navigation/current-path'
import { usePageContext } from '@/components/site/SiteContext'
import { pickRandomPost } from '@/lib/home/random-post'
import { isExternalHref, withVariant } from '@/lib/routes/links'

export interface RandomPostCandidate {
  href: string
}

export function useRandomPost(extra: readonly RandomPostCandidate[] = []) {
  const router = useRouter()
  const { chrome, variant } = usePageContext()
  const pool = useMemo(() => [...chrome.latestPosts, ...extra], [chrome.latestPosts, extra])
  const go = useCallback(
    (random: () => number = Math.random) => {
      const post = pickRandomPost(pool, sitePath(router.asPath, variant.prefix), random)
      if (!post) return
      if (isExternalHref(post.href)) window.open(post.href, '_blank', 'noopener,noreferrer')
      else void router.push(withVariant(post.href, variant))
    },
    [pool, router, variant],
  )
  return { go, available: pool.length > 0 }
}
