import type { AppProps } from 'next/app'
import { AuthRoot } from '@/components/auth/AuthRoot'
import { RouteLoadingProvider } from '@/components/site/RouteLoading'
import '@/styles/globals.css'
import '@/styles/notion.css'

export default function App({ Component, pageProps }: AppProps) {
  return (
    <RouteLoadingProvider>
      <AuthRoot pageProps={pageProps as Record<string, unknown>}>
        <Component {...pageProps} />
      </AuthRoot>
    </RouteLoadingProvider>
  )
}
