// Shared stand-in for the optional sign-in, sign-up and dashboard layouts of themes that
// have none. The identity screens themselves arrive with the sign-in feature.
import { useT } from '@/lib/i18n/react'

export function DefaultIdentityLayout() {
  const { t } = useT()
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t.auth.signIn}</h1>
    </section>
  )
}
