// A Notion body the server drew as static HTML (lib/notion/static-body.ts decides which): shown
// as it is, with no renderer downloaded. Internal links still navigate client-side; images and
// icons get the small script of static-enhancements.ts, loaded after the page is up (it handles
// images that finished before it came).
import { useRouter } from 'next/router'
import { useEffect, useRef, type MouseEvent } from 'react'
import { useAppearance } from '@/components/appearance/useAppearance'
import { BASE_PATH } from '@/lib/routes/base-path'

/** Stands in the drawn root's class list for the className the theme passes at render time. */
export const CLASS_SLOT = 'folio-class-slot'

interface Props {
  html: string
  className?: string
}

/** The site path a click on this link should open client-side, or null to leave it to the browser. */
export function clientRoute(anchor: HTMLAnchorElement, here: Location): string | null {
  if (anchor.target || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, here.href)
  if (url.origin !== here.origin) return null
  if (url.pathname === here.pathname && url.hash) return null
  if (!url.pathname.startsWith(`${BASE_PATH}/`) && url.pathname !== BASE_PATH) return null
  const path = url.pathname.slice(BASE_PATH.length) || '/'
  // Files and API answers (downloads, PDFs, feeds) are not pages.
  if (path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) return null
  return path + url.search + url.hash
}

export function StaticNotionBody({ html, className }: Props) {
  const router = useRouter()
  const ref = useRef<HTMLDivElement>(null)
  const { dark } = useAppearance()
  useEffect(() => {
    const root = ref.current
    if (!root) return
    let stop: (() => void) | undefined
    let gone = false
    void import('./static-enhancements').then(({ watchImages, zoomWhenIdle }) => {
      if (gone) return
      const stopWatching = watchImages(root)
      const stopZoom = zoomWhenIdle(root)
      root.setAttribute('data-folio-enhanced', '')
      stop = () => {
        stopWatching()
        stopZoom()
      }
    })
    return () => {
      gone = true
      stop?.()
    }
  }, [html])
  useEffect(() => {
    const root = ref.current
    if (!root || !root.querySelector('img[src*="/icons/"]')) return
    void import('./static-enhancements').then(({ showIconsInMode }) => showIconsInMode(root, dark))
  }, [html, dark])
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element).closest('a')
    const route = anchor && clientRoute(anchor, window.location)
    if (!route) return
    event.preventDefault()
    void router.push(route)
  }
  return (
    // The links inside are real links (keyboard and all); the handler only keeps their clicks
    // client-side.
    <div
      ref={ref}
      className="contents"
      data-folio-static-body=""
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html.replace(CLASS_SLOT, className ?? '') }}
    />
  )
}
