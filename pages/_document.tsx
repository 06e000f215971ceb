// The HTML shell: the document language, and the appearance script that must run before
// the first paint (so a dark page never flashes white).
import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document'
import { appearanceScript } from '@/components/appearance/appearance-script'
import type { ThemePageProps } from '@/lib/routes/types'

export default function Document(props: DocumentProps) {
  const page = props.__NEXT_DATA__.props?.pageProps as Partial<ThemePageProps> | undefined
  const appearance = page?.chrome?.appearance ?? { preference: 'auto', darkHours: [18, 6] }
  return (
    <Html lang={page?.variant?.locale ?? 'zh-CN'}>
      <Head>
        <script dangerouslySetInnerHTML={{ __html: appearanceScript(appearance) }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
