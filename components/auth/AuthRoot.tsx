// What pages/_app wraps every page in: Clerk's provider on a site built with sign-in,
// nothing at all otherwise. (Nothing here may name Clerk's props: this module is in every
// page's JS, keyless builds included.)
import type { ReactNode } from 'react'
import { ClerkAuthRoot } from './clerk-loaders'

interface Props {
  pageProps: Record<string, unknown>
  children: ReactNode
}

export function AuthRoot({ pageProps, children }: Props) {
  if (!ClerkAuthRoot) return <>{children}</>
  return <ClerkAuthRoot pageProps={pageProps}>{children}</ClerkAuthRoot>
}
