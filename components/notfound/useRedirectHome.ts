// The 404 page's way home: after `seconds`, replace the page with the home page (keeping the
// visitor's theme and language), unless an article has appeared in the meantime.
import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { usePageContext } from '@/components/site/SiteContext'
import { withVariant } from '@/lib/routes/links'

export const ARTICLE_SELECTOR = '#article-wrapper, article'

export function useRedirectHome(seconds: number): void {
  const router = useRouter()
  const { variant } = usePageContext()
  const home = withVariant('/', variant)
  useEffect(() => {
    if (!(seconds >= 0)) return
    const timer = setTimeout(() => {
      if (document.querySelector(ARTICLE_SELECTOR)) return
      void router.replace(home)
    }, seconds * 1000)
    return () => clearTimeout(timer)
  }, [seconds, home, router])
}
