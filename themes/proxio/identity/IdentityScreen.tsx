// The sign-in and sign-up screens in proxio's look (their heading is the frame's title block):
// the shared form (Clerk's widget, placed by IdentityWidget) on a black card with the site's
// name and description above it.
import { IdentityWidget } from '@/components/auth/IdentitySlot'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { TONE_DARK } from '../frame/tones'

export function IdentityScreen() {
  return (
    <section
      id="identity"
      data-proxio-identity=""
      className={`${TONE_DARK} mx-auto mb-6 flex w-full max-w-xl flex-col items-center gap-8 rounded-3xl bg-[var(--px-bg)] px-5 py-10 text-[var(--px-fg)] shadow-2xl sm:px-10`}
    >
      <SiteBrand description classNames={{ root: 'flex-col items-center gap-2 text-center', title: 'whitespace-normal text-2xl font-bold text-white', description: 'text-sm text-neutral-400' }} />
      <IdentityWidget className="flex w-full justify-center" />
    </section>
  )
}
