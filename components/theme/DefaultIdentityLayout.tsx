// Shared frame for the sign-in, sign-up, dashboard and result screens of themes without
// their own LayoutSignIn / LayoutSignUp / LayoutDashboard: a heading and the screen's widget
// (Clerk's form, the user profile or the result message) centred in the theme's content area.
import { IdentityWidget, useIdentityScreen } from '@/components/auth/IdentitySlot'
import type { AuthScreen } from '@/lib/auth/paths'
import { useT } from '@/lib/i18n/react'
import type { Dictionary } from '@/lib/i18n'

function heading(t: Dictionary, screen: AuthScreen): string {
  if (screen === 'sign-up') return t.auth.signUp
  if (screen === 'dashboard') return t.auth.dashboard
  return t.auth.signIn
}

export function DefaultIdentityLayout() {
  const { t } = useT()
  const screen = useIdentityScreen() ?? 'sign-in'
  // Clerk's profile screen is a wide two-column card; the forms are narrow.
  const width = screen === 'dashboard' ? 'max-w-5xl' : 'max-w-md'
  return (
    <section id="identity" className={`mx-auto flex min-h-[60vh] w-full ${width} flex-col items-center px-4 py-12`}>
      <h1 className="mb-8 text-2xl font-semibold tracking-tight text-gray-900 dark:text-neutral-100">
        {heading(t, screen)}
      </h1>
      <IdentityWidget className="flex w-full justify-center" />
    </section>
  )
}
