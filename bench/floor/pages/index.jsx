// The floor: the least a pages-router page of the same Next.js and React costs. One image and
// a paragraph, regenerated like Folio's pages (getStaticProps + revalidate 60).
import Head from 'next/head'

export default function Floor({ builtAt }) {
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16, fontFamily: 'system-ui, sans-serif' }}>
      <Head>
        <title>Floor</title>
        <meta name="description" content="A minimal page of the same Next.js and React, measured next to Folio." />
      </Head>
      <h1>Floor</h1>
      {/* A plain image with its size, as Folio's own pages render them. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src="/cover.svg" alt="A cover" width={720} height={360} fetchPriority="high" style={{ width: '100%', height: 'auto' }} />
      <p>
        This paragraph stands for a page&apos;s text. It was generated at {builtAt} and is regenerated at most once a
        minute, like the pages of the site it is compared with.
      </p>
    </main>
  )
}

export async function getStaticProps() {
  return { props: { builtAt: new Date().toISOString() }, revalidate: 60 }
}
