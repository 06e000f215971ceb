// Head tags that belong in the server HTML: the webmention endpoint (read by senders that do
// not run scripts), the owner's stylesheets (no flash of unstyled page) and the built-in image
// shadow. React escapes every attribute; the style text is a constant. Owner stylesheets given
// as site paths get SUB_PATH's base path: Next adds it to nothing in <Head>.
import Head from 'next/head'
import type { PluginChrome } from '@/lib/plugins/types'
import { withBasePath } from '@/lib/routes/base-path'

// Images of the article body only (not covers, avatars or cards).
const IMG_SHADOW_CSS =
  '.notion-asset-wrapper img{box-shadow:0 4px 14px rgba(0,0,0,.18);border-radius:6px}' +
  '.dark .notion-asset-wrapper img{box-shadow:0 4px 14px rgba(0,0,0,.6)}'

export function PluginHead({ plugins }: { plugins: PluginChrome }) {
  const { webmention, custom, imgShadow } = plugins
  if (!webmention && !custom?.css.length && !imgShadow) return null
  return (
    <Head>
      {webmention && <link rel="webmention" href={webmention.endpoint} />}
      {webmention && <link rel="pingback" href={webmention.pingback} />}
      {imgShadow && <style data-folio-plugin="img-shadow">{IMG_SHADOW_CSS}</style>}
      {custom?.css.map((href) => <link key={href} rel="stylesheet" href={withBasePath(href)} data-folio-plugin="custom-css" />)}
    </Head>
  )
}
