// Title, description, canonical URL, Open Graph, Twitter card and JSON-LD for every page.
// React escapes attribute values; the JSON-LD body goes through serializeJsonForScript.
import Head from 'next/head'
import { usePageContext } from '@/components/site/SiteContext'
import { serializeJsonForScript } from './json-ld'

export function PageHead() {
  const { title, seo, chrome } = usePageContext()
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={seo.description} />
      {seo.keywords && <meta name="keywords" content={seo.keywords} />}
      <link rel="canonical" href={seo.canonical} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:type" content={seo.type} />
      <meta property="og:url" content={seo.canonical} />
      <meta property="og:site_name" content={chrome.info.title} />
      {seo.image && <meta property="og:image" content={seo.image} />}
      {seo.publishedTime && <meta property="article:published_time" content={seo.publishedTime} />}
      {seo.modifiedTime && <meta property="article:modified_time" content={seo.modifiedTime} />}
      <meta name="twitter:card" content={seo.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={seo.description} />
      {chrome.rss && <link rel="alternate" type="application/rss+xml" title={chrome.info.title} href="/rss/feed.xml" />}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonForScript(seo.jsonLd) }}
      />
    </Head>
  )
}
