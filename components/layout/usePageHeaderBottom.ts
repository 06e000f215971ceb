// Where the page's header ends, for frames that change while over it (e.g. a see-through top
// bar). The page's header is the home hero (`[data-home-hero]`) or any `[data-page-header]` a
// layout marks; pages without one (or with an empty one) give the fallback.
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'

export const PAGE_HEADER_SELECTOR = '[data-page-header], [data-home-hero]'

/** The bottom of the page's header from the top of the document, px, never under `fallback`;
 *  measured again when the header resizes, the window resizes or the page changes. */
export function usePageHeaderBottom(fallback: number): number {
  const { asPath } = useRouter()
  const [bottom, setBottom] = useState(fallback)
  useEffect(() => {
    const header = document.querySelector(PAGE_HEADER_SELECTOR)
    const measure = () => {
      const rect = header?.getBoundingClientRect()
      setBottom(rect && rect.height > 0 ? Math.max(fallback, Math.round(rect.bottom + window.scrollY)) : fallback)
    }
    measure()
    const observer = header && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : null
    if (header) observer?.observe(header)
    window.addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [fallback, asPath])
  return bottom
}
