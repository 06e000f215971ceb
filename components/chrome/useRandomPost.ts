// "Random post" for the hero banner and the right-click menu: a pick among every listed post
// (GET /api/post-hrefs, asked on the first click). Where no server answers (a static host),
// among what the page carries: the site's latest posts plus whatever the caller adds (e.g. the
// home's recommended and listed posts).
import { useRouter } from 'next/router'
import { useCallback, useMemo } from 'react'
import { sitePath } from '@/components/navigation/current-path'
import { usePageContext } from '@/components/site/SiteContext'
import { pickRandomPost } from '@/lib/home/random-post'
import { isExternalHref, withVariant } from '@/lib/routes/links'
import { loadPostHrefs } from './post-hrefs'

export interface RandomPostCandidate {
  href: string
}

export function useRandomPost(extra: readonly RandomPostCandidate[] = []) {
  const router = useRouter()
  const { chrome, variant } = usePageContext()
  const pool = useMemo(() => [...chrome.latestPosts, ...extra], [chrome.latestPosts, extra])
  const go = useCallback(
    async (random: () => number = Math.random) => {
      const all = await loadPostHrefs(variant.prefix)
      const candidates = all && all.length > 0 ? all.map((href) => ({ href })) : pool
      const post = pickRandomPost(candidates, sitePath(router.asPath, variant.prefix), random)
      if (!post) return
      if (isExternalHref(post.href)) window.open(post.href, '_blank', 'noopener,noreferrer')
      else await router.push(withVariant(post.href, variant))
    },
    [pool, router, variant],
  )
  return { go, available: pool.length > 0 || chrome.postCount > 0 }
}
