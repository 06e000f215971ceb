// Sign-in and sign-up in the documentation look: a narrow bordered card with an accent rule,
// the site's brand and the screen's name above the shared form (IdentityWidget places it).
import { IdentityWidget, useIdentityScreen } from '@/components/auth/IdentitySlot'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { useT } from '@/lib/i18n/react'

export function IdentityScreen() {
  const { t } = useT()
  const screen = useIdentityScreen()
  return (
    <section
      id="identity"
      className="mx-auto flex w-full max-w-md flex-col gap-6 rounded-xl border border-t-4 border-neutral-200 border-t-[var(--folio-accent)] p-6 sm:p-8 dark:border-neutral-800 dark:border-t-[var(--folio-accent)]"
    >
      <div className="flex flex-col gap-1">
        <SiteBrand
          classNames={{ title: 'text-sm font-semibold text-neutral-500 dark:text-neutral-400' }}
        />
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {screen === 'sign-up' ? t.auth.signUp : t.auth.signIn}
        </h1>
      </div>
      <IdentityWidget className="flex w-full justify-center" />
    </section>
  )
}
