// The owner's look in the server HTML, so the first paint has it: the font and icon-font
// stylesheets (FONT_URL, FONT_ICON_CSS_URL; the CSP allows their hosts, lib/theme/site-look.ts)
// and the backgrounds and font families. Nothing at all while every setting is at its default.
import Head from 'next/head'
import { usePageContext } from '@/components/site/SiteContext'
import { withBasePath } from '@/lib/routes/base-path'
import { siteLookCss } from './site-look-css'

export function SiteLookHead() {
  const { chrome, variant } = usePageContext()
  const { look } = chrome
  if (!look) return null
  const css = siteLookCss(look, variant.theme)
  return (
    <Head>
      {look.stylesheets?.map((href) => <link key={href} rel="stylesheet" href={withBasePath(href)} data-folio-look="" />)}
      {css && <style data-folio-look="">{css}</style>}
    </Head>
  )
}
