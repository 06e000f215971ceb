// Opens a listed post in a modal over its list without leaving it: the address bar shows the
// post's own URL (a masked shallow push), Back closes the modal, and a direct visit or a reload
// of that URL renders the ordinary post page. Modifier and middle clicks open the post normally.
import { useRouter } from 'next/router'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { usePageContext } from '@/components/site/SiteContext'
import { withVariant } from '@/lib/routes/links'
import { pagePath } from '@/lib/routes/pagination'
import type { ListedPost, Pagination } from '@/lib/routes/types'

/** The query key (on the list's own route, never in the address bar) naming the open post. */
export const POST_MODAL_PARAM = 'post'

type ModalPost = Pick<ListedPost, 'id' | 'href' | 'external'>

/** A plain left click, which the modal may take over; any modifier keeps the browser's way. */
export function isPlainClick(e: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey
}

/**
 * `posts`: the list's first page (a post opened from infinite scroll's later pages is
 * remembered); `pagination`: the list's own page, where closing lands when Back cannot be used.
 */
export function usePostModal<P extends ModalPost>(posts: readonly P[], pagination: Pick<Pagination, 'basePath' | 'page'>) {
  const router = useRouter()
  const { variant } = usePageContext()
  const [opened, setOpened] = useState<P | null>(null)
  const openedHere = useRef(false)
  const scrollY = useRef<number | null>(null)
  const requested = router.query[POST_MODAL_PARAM]
  const post =
    typeof requested !== 'string'
      ? null
      : opened?.id === requested
        ? opened
        : (posts.find((p) => p.id === requested) ?? null)

  const listQuery = () => {
    const query = { ...router.query }
    delete query[POST_MODAL_PARAM]
    return query
  }

  // Next resets the scroll on a history step; the list stays where the visitor left it.
  useEffect(() => {
    const restore = () => {
      if (scrollY.current === null || typeof router.query[POST_MODAL_PARAM] === 'string') return
      window.scrollTo(0, scrollY.current)
      scrollY.current = null
    }
    router.events.on('routeChangeComplete', restore)
    return () => router.events.off('routeChangeComplete', restore)
  }, [router])

  function open(target: P) {
    setOpened(target)
    openedHere.current = true
    scrollY.current = window.scrollY
    void router.push(
      { pathname: router.pathname, query: { ...router.query, [POST_MODAL_PARAM]: target.id } },
      withVariant(target.href, variant),
      { shallow: true, scroll: false },
    )
  }

  function close() {
    if (!post) return
    if (openedHere.current) {
      openedHere.current = false
      router.back()
      return
    }
    void router.replace({ pathname: router.pathname, query: listQuery() }, withVariant(pagePath(pagination.basePath, pagination.page), variant), {
      shallow: true,
      scroll: false,
    })
  }

  /** Props for a card's link: a plain click opens the modal instead of the page. */
  function linkProps(target: P) {
    return {
      onClick: (e: MouseEvent<HTMLElement>) => {
        if (target.external || !isPlainClick(e)) return
        e.preventDefault()
        open(target)
      },
    }
  }

  return { post, open, close, linkProps }
}
