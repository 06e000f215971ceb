// pages/404: the static not-found page, shown in the theme and language the visitor's address
// asks for (why in the browser: lib/routes/not-found-variant.ts). It hydrates as the default
// variant it was built as, then switches; the redirect home keeps ?theme= and the prefix.
import { useEffect, useSyncExternalStore } from 'react'
import { ThemedPage } from '@/components/theme/ThemedPage'
import { BASE_PATH } from '@/lib/routes/base-path'
import { defaultNotFoundProps, notFoundPropsFor } from '@/lib/routes/not-found-variant'
import type { NotFoundPageProps } from '@/lib/routes/types'
import { localeTexts } from '@/components/site/LocaleTexts'
import { preloadDynamic } from '@/components/site/preload-dynamic'
import { showSwitchedVariant } from './variant-pending'

const neverChanges = () => () => {}
const browserAddress = () => `${window.location.pathname}${window.location.search}`
/** On the server and while hydrating: no address, so the default variant. */
const noAddress = () => null

export function NotFoundPage(page: NotFoundPageProps) {
  const address = useSyncExternalStore(neverChanges, browserAddress, noAddress)
  const props = address === null ? defaultNotFoundProps(page) : notFoundPropsFor(page, address, BASE_PATH)
  const locale = props.variant.locale
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  // The address's variant is on screen (its language's texts loaded): show the page the
  // pre-paint script hid (variant-pending).
  useEffect(() => {
    if (address !== null) void preloadDynamic(localeTexts[locale]).then(showSwitchedVariant)
  }, [address, locale])
  return <ThemedPage {...props} />
}
