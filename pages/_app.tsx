import type { AppProps } from 'next/app'
import { RouteLoadingProvider } from '@/components/site/RouteLoading'
import '@/styles/globals.css'
import '@/styles/notion.css'

export default function App({ Component, pageProps }: AppProps) {
  return (
    <RouteLoadingProvider>
      <Component {...pageProps} />
    </RouteLoadingProvider>
  )
}
