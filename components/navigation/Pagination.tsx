// Previous / numbered / next links of a paged list. Rules (lib/routes/pagination.ts): no
// previous link on page 1, page 2 goes back to the base path, next only below the last page,
// and the `?s=` search text of the current address is kept on every link.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSearchText } from '@/components/site/useSearchText'
import { useT } from '@/lib/i18n/react'
import { pagePath, paginationLinks } from '@/lib/routes/pagination'
import type { Pagination as PaginationData } from '@/lib/routes/types'
import { pageSlots } from './pagination-slots'

/** `link`: previous, next and page links; `current`: the page being shown. */
export type PaginationPart = 'root' | 'link' | 'current'

interface Props {
  pagination: PaginationData
  /** false: only the previous/next links. */
  numbered?: boolean
  classNames?: ClassNames<PaginationPart>
}

const withSearch = (path: string, s: string | undefined) => (s ? `${path}?s=${encodeURIComponent(s)}` : path)

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-(--folio-accent)'
const LINK_LOOK = 'rounded px-3 py-1 hover:bg-gray-100 dark:hover:bg-neutral-800'
const CURRENT_LOOK = 'rounded bg-gray-900 px-3 py-1 text-white dark:bg-neutral-100 dark:text-neutral-900'

export function Pagination({ pagination, numbered = true, classNames: c = {} }: Props) {
  const { t, format } = useT()
  const s = useSearchText()
  if (pagination.totalPages <= 1) return null
  const { prev, next } = paginationLinks(pagination, s)
  const link = part(FOCUS, LINK_LOOK, c.link)
  const current = part('', CURRENT_LOOK, c.current)
  return (
    <nav
      aria-label={t.list.pagination}
      className={part('flex items-center', 'justify-center gap-1 py-6 text-sm', c.root)}
    >
      {prev && (
        <SiteLink href={prev} rel="prev" className={link}>
          ← {t.list.previousPage}
        </SiteLink>
      )}
      {numbered &&
        pageSlots(pagination.page, pagination.totalPages).map((slot, index) =>
          slot === 'gap' ? (
            <span key={`gap-${index}`} aria-hidden="true" className="px-2">
              …
            </span>
          ) : slot === pagination.page ? (
            <span key={slot} aria-current="page" className={current}>
              {slot}
            </span>
          ) : (
            <SiteLink
              key={slot}
              href={withSearch(pagePath(pagination.basePath, slot), s)}
              aria-label={format(t.list.goToPage, { n: slot })}
              className={link}
            >
              {slot}
            </SiteLink>
          ),
        )}
      {!numbered && (
        <span className="px-2 text-gray-500 dark:text-neutral-400">
          {format(t.list.pageOf, { page: pagination.page, total: pagination.totalPages })}
        </span>
      )}
      {next && (
        <SiteLink href={next} rel="next" className={link}>
          {t.list.nextPage} →
        </SiteLink>
      )}
    </nav>
  )
}
