// The 404 page's content: '404', the not-found text, and the way home after the site's wait
// (NOT_FOUND_REDIRECT_SECONDS, unless an article appears on screen).
import { part, type ClassNames } from '@/components/kit/class-names'
import { NotFoundMessage } from '@/components/notfound/NotFoundMessage'
import { useRedirectHome } from '@/components/notfound/useRedirectHome'
import { useSite } from '@/components/site/SiteContext'
import type { ReactNode } from 'react'

export type NotFoundPart = 'root' | 'code' | 'message'

interface Props {
  classNames?: ClassNames<NotFoundPart>
  /** A theme's picture above the message (nobelium's graphic, for one). */
  art?: ReactNode
}

export function NotFound({ classNames: c = {}, art }: Props) {
  useRedirectHome(useSite().homeRedirectSeconds)
  return (
    <div data-section="not-found">
      {art}
      <NotFoundMessage
        redirecting
        classNames={{
          root: part('flex flex-col items-center text-center', 'gap-4 py-28', c.root),
          code: c.code ?? 'text-7xl font-bold tracking-tight text-neutral-900 dark:text-neutral-100',
          message: c.message ?? 'text-neutral-500 dark:text-neutral-400',
        }}
      />
    </div>
  )
}
