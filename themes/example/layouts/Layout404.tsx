// /404: the message, then back to the home page after the configured number of seconds
// (useRedirectHome skips the redirect if an article element has appeared meanwhile).
import { NotFoundMessage } from '@/components/notfound/NotFoundMessage'
import { useRedirectHome } from '@/components/notfound/useRedirectHome'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import { Page } from '../frame/Page'

export function Layout404() {
  const { t } = useT()
  const { homeRedirectSeconds } = useSite()
  useRedirectHome(homeRedirectSeconds)
  return (
    <Page title={t.title.notFound} sidebar={false}>
      <NotFoundMessage redirecting classNames={{ root: 'py-10 text-center' }} />
    </Page>
  )
}
