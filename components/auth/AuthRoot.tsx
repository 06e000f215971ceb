// What the sign-in pages (AuthPage) wrap themselves in: Clerk's provider on a site built
// with sign-in, nothing at all otherwise. Only AuthPage may use it: any other page that did
// would load Clerk's code and clerk-js from Clerk's servers. (Nothing here may name Clerk's
// props: this module is in the sign-in pages' JS, keyless builds included.)
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
