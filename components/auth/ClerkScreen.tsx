// Clerk's own screens, with path routing under this site's paths (Clerk cannot infer them:
// the hidden [variant] segment is part of the route's pathname). Loaded via clerk-loaders.ts.
import { SignIn, SignOutButton, SignUp, UserProfile } from '@clerk/nextjs'
import { authPath } from '@/lib/auth/paths'
import { useT } from '@/lib/i18n/react'

interface Props {
  screen: 'sign-in' | 'sign-up' | 'dashboard'
  /** Language prefix of a multi-language site ('' otherwise). */
  prefix: string
}

export default function ClerkScreen({ screen, prefix }: Props) {
  const { t } = useT()
  if (screen === 'sign-in') return <SignIn routing="path" path={authPath('sign-in', prefix)} />
  if (screen === 'sign-up') return <SignUp routing="path" path={authPath('sign-up', prefix)} />
  return (
    <div className="flex w-full flex-col items-center gap-4">
      <UserProfile routing="path" path={authPath('dashboard', prefix)} />
      <SignOutButton>
        <button
          type="button"
          className="rounded border border-gray-300 px-4 py-2 text-sm hover:bg-gray-100 dark:border-neutral-600 dark:hover:bg-neutral-800"
        >
          {t.auth.signOut}
        </button>
      </SignOutButton>
    </div>
  )
}
