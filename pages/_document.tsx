// The HTML shell: the document language, and the scripts that must run before the first paint:
// appearance (so a dark page never flashes white) and, on the 404 page, hiding the default
// variant while the address asks for another (components/notfound/variant-pending.ts).
import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document'
import { appearanceScript } from '@/components/appearance/appearance-script'
import { variantPendingScript } from '@/components/notfound/variant-pending'
import { BASE_PATH } from '@/lib/routes/base-path'
import type { NotFoundPageProps, ThemePageProps } from '@/lib/routes/types'

export default function Document(props: DocumentProps) {
  const page = props.__NEXT_DATA__.props?.pageProps as Partial<ThemePageProps> | undefined
  const appearance = page?.chrome?.appearance ?? { preference: 'auto', darkHours: [18, 6] }
  const notFoundSites = props.__NEXT_DATA__.page === '/404' ? (page as Partial<NotFoundPageProps> | undefined)?.sites : undefined
  const prefixes = Object.keys(notFoundSites ?? {}).filter(Boolean)
  return (
    <Html lang={page?.variant?.locale ?? 'zh-CN'}>
      <Head>
        <script dangerouslySetInnerHTML={{ __html: appearanceScript(appearance) }} />
        {notFoundSites && (
          <script dangerouslySetInnerHTML={{ __html: variantPendingScript({ basePath: BASE_PATH, prefixes }) }} />
        )}
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
