// The sign-in and sign-up screens in the magazine's look (their heading is in the frame's
// band): a black panel with the site's name and description beside the shared screen's form
// (Clerk's widget, placed by IdentityWidget).
import { IdentityWidget } from '@/components/auth/IdentitySlot'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { Container } from '../frame/Container'

export function IdentityScreen() {
  return (
    <Container className="py-10 sm:py-16">
      <section id="identity" data-magzine-identity="" className="grid overflow-hidden ring-1 ring-neutral-200 md:grid-cols-2 dark:ring-neutral-800">
        <div className="flex flex-col justify-end bg-black p-8 text-white sm:p-12">
          <SiteBrand description classNames={{ root: 'flex-col items-start gap-3', title: 'whitespace-normal text-3xl font-extrabold text-white', description: 'text-neutral-300' }} />
        </div>
        <IdentityWidget className="flex w-full justify-center p-6 sm:p-12" />
      </section>
    </Container>
  )
}
