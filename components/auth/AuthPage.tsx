// The page component of the four sign-in routes: the themed page, with this screen's widget
// in the identity slot for the theme's layout (or the shared default) to place. Clerk's
// provider (AuthRoot) is mounted here and nowhere else: no other page loads Clerk.
import { ThemedPage } from '@/components/theme/ThemedPage'
import type { AuthPageProps } from '@/lib/routes/auth-routes'
import { AuthResult } from './AuthResult'
import { AuthRoot } from './AuthRoot'
import { ClerkScreen } from './clerk-loaders'
import { IdentitySlotProvider } from './IdentitySlot'

export function AuthPage(props: AuthPageProps) {
  const { auth, layout, variant, title, seo, chrome, themeConfig, data } = props
  const widget =
    auth.screen === 'result' ? (
      <AuthResult serverSignedIn={auth.signedIn} />
    ) : ClerkScreen ? (
      <ClerkScreen screen={auth.screen} prefix={variant.prefix} />
    ) : null
  return (
    <AuthRoot pageProps={props as unknown as Record<string, unknown>}>
      <IdentitySlotProvider value={{ screen: auth.screen, widget }}>
        <ThemedPage {...{ layout, variant, title, seo, chrome, themeConfig, data }} />
      </IdentitySlotProvider>
    </AuthRoot>
  )
}
