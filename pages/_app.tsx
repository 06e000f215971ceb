import type { AppProps } from 'next/app'
import { Activity } from 'react'
import { RouteLoadingProvider } from '@/components/site/RouteLoading'
import '@/styles/globals.css'
import '@/styles/notion.css'

// No sign-in code here: Clerk's provider is mounted by the sign-in pages alone
// (components/auth/AuthPage.tsx), so every other page ships and contacts nothing of Clerk.
// The page sits in an <Activity>: React commits the root at once and hydrates the page at low
// priority, in slices of a few milliseconds, instead of one long task that holds a phone's main
// thread. A click or key press on a part not yet hydrated hydrates that part first and is
// replayed.
export default function App({ Component, pageProps }: AppProps) {
  return (
    <RouteLoadingProvider>
      <Activity mode="visible">
        <Component {...pageProps} />
      </Activity>
    </RouteLoadingProvider>
  )
}
