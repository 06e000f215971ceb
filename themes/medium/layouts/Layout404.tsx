// Not found: the message, then home after the configured wait (unless an article is on screen).
import { NotFoundMessage } from '@/components/notfound/NotFoundMessage'
import { useRedirectHome } from '@/components/notfound/useRedirectHome'
import { useSite } from '@/components/site/SiteContext'
import { MediumFrame } from '../frame/MediumFrame'

export function Layout404() {
  useRedirectHome(useSite().homeRedirectSeconds)
  return (
    <MediumFrame>
      <NotFoundMessage
        redirecting
        classNames={{
          root: 'flex flex-col items-center gap-4 py-28 text-center',
          code: 'text-7xl font-bold tracking-tight text-neutral-900 dark:text-neutral-100',
          message: 'text-neutral-500 dark:text-neutral-400',
        }}
      />
    </MediumFrame>
  )
}
