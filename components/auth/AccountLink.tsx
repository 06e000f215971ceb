// A header link for themes: "Sign in" for visitors, "Dashboard" once signed in, nothing on a
// site without sign-in.
import { SiteLink } from '@/components/navigation/SiteLink'
import { AUTH_PATHS } from '@/lib/auth/paths'
import { useT } from '@/lib/i18n/react'
import { useAuthState } from './AuthState'

export function AccountLink({ className }: { className?: string }) {
  const { t } = useT()
  const state = useAuthState()
  if (!state.enabled) return null
  const signedIn = state.loaded && state.signedIn
  return (
    <SiteLink href={signedIn ? AUTH_PATHS.dashboard : AUTH_PATHS['sign-in']} className={className}>
      {signedIn ? t.auth.dashboard : t.auth.signIn}
    </SiteLink>
  )
}
