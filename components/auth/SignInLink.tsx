// The "Sign in" (or, with screen="sign-up", "Sign up") link for theme headers: a plain link, no Clerk code, shown only when the page
// says sign-in is on (chrome.signIn, decided by lib/auth/enabled.ts on the server). A full
// page load, not a client-side one: the sign-in page is where Clerk's provider and the
// proxy's Clerk step come in.
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'
import { AUTH_PATHS } from '@/lib/auth/paths'
import { useT } from '@/lib/i18n/react'

export function SignInLink({ className, screen = 'sign-in' }: { className?: string; screen?: 'sign-in' | 'sign-up' }) {
  const { signIn } = useSite()
  const { t } = useT()
  if (!signIn) return null
  return (
    <SiteLink href={AUTH_PATHS[screen]} reload className={className} data-sign-in-link={screen === 'sign-in' ? '' : undefined}>
      {screen === 'sign-up' ? t.auth.signUp : t.auth.signIn}
    </SiteLink>
  )
}
