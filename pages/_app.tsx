import type { AppProps } from 'next/app'
import { RouteLoadingProvider } from '@/components/site/RouteLoading'
import '@/styles/globals.css'
import '@/styles/notion.css'

// No sign-in code here: Clerk's provider is mounted by the sign-in pages alone
// (components/auth/AuthPage.tsx), so every other page ships and contacts nothing of Clerk.
export default function App({ Component, pageProps }: AppProps) {
  return (
    <RouteLoadingProvider>
      <Component {...pageProps} />
    </RouteLoadingProvider>
  )
}
