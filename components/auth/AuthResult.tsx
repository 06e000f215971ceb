// The /auth/result screen: whether signing in worked, and where to go next. Uses the
// browser's Clerk state once loaded, the server's view of the request until then.
import { SiteLink } from '@/components/navigation/SiteLink'
import { AUTH_PATHS } from '@/lib/auth/paths'
import { useT } from '@/lib/i18n/react'
import { useAuthState } from './AuthState'

const LINK = 'rounded border border-gray-300 px-4 py-2 hover:bg-gray-100 dark:border-neutral-600 dark:hover:bg-neutral-800'

export function AuthResult({ serverSignedIn }: { serverSignedIn: boolean }) {
  const { t } = useT()
  const state = useAuthState()
  const signedIn = state.enabled && state.loaded ? state.signedIn : serverSignedIn
  const name = state.enabled ? state.user?.name : undefined
  return (
    <div className="flex flex-col items-center gap-6 text-center" role="status">
      <p className={signedIn ? 'text-green-700 dark:text-green-400' : 'text-red-600 dark:text-red-400'}>
        {signedIn ? t.auth.signedIn : t.auth.signInFailed}
      </p>
      {signedIn && name ? <p className="font-medium">{name}</p> : null}
      <div className="flex flex-wrap justify-center gap-3 text-sm">
        {signedIn ? (
          <SiteLink href={AUTH_PATHS.dashboard} className={LINK}>
            {t.auth.dashboard}
          </SiteLink>
        ) : (
          <SiteLink href={AUTH_PATHS['sign-in']} className={LINK}>
            {t.auth.signIn}
          </SiteLink>
        )}
        <SiteLink href="/" className={LINK}>
          {t.nav.home}
        </SiteLink>
      </div>
    </div>
  )
}
