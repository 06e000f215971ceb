// The HTML shell: the document language, and the scripts that must run before the first paint:
// appearance (so a dark page never flashes white) and, on the 404 page, hiding the default
// variant while the address asks for another (components/notfound/variant-pending.ts).
// The page's chunks are fetched and run once it has painted (components/document/paint-first.ts;
// a development build keeps Next's own script tags and the runner finds nothing to do).
// The Content-Security-Policy comes first, allowing exactly those inline scripts by hash
// (lib/security/document-csp.ts).
import { Html, Main, NextScript, type DocumentProps } from 'next/document'
import { appearanceScript } from '@/components/appearance/appearance-script'
import { paintFirstScript } from '@/components/document/paint-first'
import { PaintFirstHead } from '@/components/document/PaintFirstHead'
import { variantPendingScript } from '@/components/notfound/variant-pending'
import { BASE_PATH } from '@/lib/routes/base-path'
import { documentCsp } from '@/lib/security/document-csp'
import type { NotFoundPageProps, ThemePageProps } from '@/lib/routes/types'

export default function Document(props: DocumentProps) {
  const page = props.__NEXT_DATA__.props?.pageProps as Partial<ThemePageProps> | undefined
  const appearance = page?.chrome?.appearance ?? { preference: 'auto', darkHours: [18, 6] }
  const notFoundSites = props.__NEXT_DATA__.page === '/404' ? (page as Partial<NotFoundPageProps> | undefined)?.sites : undefined
  const prefixes = Object.keys(notFoundSites ?? {}).filter(Boolean)
  const appearanceCode = appearanceScript(appearance)
  const pendingCode = notFoundSites ? variantPendingScript({ basePath: BASE_PATH, prefixes }) : null
  const paintFirstCode = paintFirstScript()
  const csp = documentCsp(page, [appearanceCode, ...(pendingCode ? [pendingCode] : []), paintFirstCode])
  return (
    <Html lang={page?.variant?.locale ?? 'zh-CN'}>
      <PaintFirstHead>
        {csp && <meta httpEquiv="Content-Security-Policy" content={csp} />}
        <script dangerouslySetInnerHTML={{ __html: appearanceCode }} />
        {pendingCode && <script dangerouslySetInnerHTML={{ __html: pendingCode }} />}
      </PaintFirstHead>
      <body>
        <Main />
        <NextScript />
        <script dangerouslySetInnerHTML={{ __html: paintFirstCode }} />
      </body>
    </Html>
  )
}
