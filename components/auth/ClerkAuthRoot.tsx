// Clerk's provider, and the bridge that turns its state into useAuthState(). Loaded only
// through clerk-loaders.ts, so only sites built with a publishable key ever ship it.
import { ClerkProvider, useAuth, useUser } from '@clerk/nextjs'
import { useMemo, type ReactNode } from 'react'
import { builtInPublishableKey } from '@/lib/auth/enabled'
import { AUTH_PATHS, authPath } from '@/lib/auth/paths'
import { toAuthUser, type AuthState } from '@/lib/auth/user'
import { withVariant } from '@/lib/routes/links'
import type { RenderVariant } from '@/lib/routes/types'
import { AuthStateProvider } from './AuthState'

function AuthStateBridge({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn } = useAuth()
  const { user } = useUser()
  const value = useMemo<AuthState>(
    () => ({ enabled: true, loaded: isLoaded, signedIn: Boolean(isSignedIn), user: user ? toAuthUser(user) : null }),
    [isLoaded, isSignedIn, user],
  )
  return <AuthStateProvider value={value}>{children}</AuthStateProvider>
}

interface Props {
  pageProps: Record<string, unknown>
  children: ReactNode
}

export default function ClerkAuthRoot({ pageProps, children }: Props) {
  const publishableKey = builtInPublishableKey()
  // A blank key is "off" (lib/auth/enabled.ts): the auth routes are 404s, render plainly.
  if (!publishableKey) return <>{children}</>
  // Themed pages carry their variant (language prefix, kept ?theme=); others have none.
  const variant = pageProps.variant as RenderVariant | undefined
  const ssrState = pageProps.__clerk_ssr_state
  const prefix = variant?.prefix ?? ''
  const link = (path: string) => (variant ? withVariant(path, variant) : path)
  // Clerk's documented way to hand over the server state is spreading page props into it.
  const serverState = ssrState ? { __clerk_ssr_state: ssrState } : {}
  return (
    <ClerkProvider
      {...serverState}
      publishableKey={publishableKey}
      signInUrl={authPath('sign-in', prefix)}
      signUpUrl={authPath('sign-up', prefix)}
      signInFallbackRedirectUrl={link(AUTH_PATHS.result)}
      signUpFallbackRedirectUrl={link(AUTH_PATHS.result)}
      afterSignOutUrl={link('/')}
      // Nothing is sent anywhere the owner did not ask for (Clerk's SDK telemetry included).
      telemetry={false}
    >
      <AuthStateBridge>{children}</AuthStateBridge>
    </ClerkProvider>
  )
}
