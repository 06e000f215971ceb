// A link to `/archive#2019-03` from a page that could not know the archive's pages (an old
// link, another site, a bookmark) opens page 1; the hash never reaches the server. When the
// month's heading is not on this archive page, the browser replaces the address with the page
// that holds it (lib/site/archive-pages.ts), where Next scrolls to the heading. Renders nothing.
import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { usePageContext } from '@/components/site/SiteContext'
import { withVariant } from '@/lib/routes/links'
import { pageOfMonth } from '@/lib/site/archive-pages'
import { archiveMonthPath, monthOfHash } from './archive-anchor'

export function ArchiveMonthJump({ page }: { page: number }) {
  const router = useRouter()
  const { chrome, variant } = usePageContext()
  const oldest = chrome.archiveOldestMonths
  useEffect(() => {
    if (!oldest) return
    const jump = () => {
      const month = monthOfHash(window.location.hash)
      if (!month || document.getElementById(month) || pageOfMonth(month, oldest) === page) return
      // Replace, not push: Back should not return to the page that sent the reader on.
      void router.replace(withVariant(archiveMonthPath(month, oldest), variant))
    }
    jump()
    window.addEventListener('hashchange', jump)
    router.events.on('hashChangeComplete', jump)
    return () => {
      window.removeEventListener('hashchange', jump)
      router.events.off('hashChangeComplete', jump)
    }
  }, [oldest, page, router, variant])
  return null
}
