// The page component of the four sign-in routes: the themed page, with this screen's widget
// in the identity slot for the theme's layout (or the shared default) to place.
import { ThemedPage } from '@/components/theme/ThemedPage'
import type { AuthPageProps } from '@/lib/routes/auth-routes'
import { AuthResult } from './AuthResult'
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
    <IdentitySlotProvider value={{ screen: auth.screen, widget }}>
      <ThemedPage {...{ layout, variant, title, seo, chrome, themeConfig, data }} />
    </IdentitySlotProvider>
  )
}
