// Title, description, canonical URL, Open Graph, Twitter card, JSON-LD and the search engines'
// site-verification metas for every page.
// React escapes attribute values; the JSON-LD body goes through serializeJsonForScript.
import Head from 'next/head'
import { usePageContext } from '@/components/site/SiteContext'
import { withBasePath } from '@/lib/routes/base-path'
import { serializeJsonForScript } from './json-ld'
import { useDocumentTitle } from './useDocumentTitle'

export function PageHead() {
  const { seo, chrome, variant } = usePageContext()
  const title = useDocumentTitle()
  return (
    <Head>
      <title>{title}</title>
      {chrome.favicon && <link rel="icon" href={chrome.favicon} />}
      <meta name="description" content={seo.description} />
      {seo.noindex && <meta name="robots" content="noindex" />}
      {seo.keywords && <meta name="keywords" content={seo.keywords} />}
      {chrome.verification?.google && <meta name="google-site-verification" content={chrome.verification.google} />}
      {chrome.verification?.baidu && <meta name="baidu-site-verification" content={chrome.verification.baidu} />}
      {seo.canonical && <link rel="canonical" href={seo.canonical} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:type" content={seo.type} />
      {seo.canonical && <meta property="og:url" content={seo.canonical} />}
      <meta property="og:site_name" content={chrome.info.title} />
      {seo.image && <meta property="og:image" content={seo.image} />}
      {seo.image && seo.imageSize && <meta property="og:image:width" content={String(seo.imageSize.width)} />}
      {seo.image && seo.imageSize && <meta property="og:image:height" content={String(seo.imageSize.height)} />}
      {seo.publishedTime && <meta property="article:published_time" content={seo.publishedTime} />}
      {seo.modifiedTime && <meta property="article:modified_time" content={seo.modifiedTime} />}
      <meta name="twitter:card" content={seo.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={seo.description} />
      {seo.image && <meta name="twitter:image" content={seo.image} />}
      {chrome.rss && (
        <link rel="alternate" type="application/rss+xml" title={chrome.info.title} href={withBasePath(`${variant.prefix}/rss/feed.xml`)} />
      )}
      {Object.keys(seo.jsonLd).length > 0 && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonForScript(seo.jsonLd) }} />
      )}
    </Head>
  )
}
