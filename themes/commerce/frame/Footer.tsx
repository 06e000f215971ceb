// The white footer: the brand, its description and the contact buttons, then a column per menu;
// the shared credits on a ruled line below.
import { FooterCredits } from '@/components/sections/FooterCredits'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { ContactButtons } from './ContactButtons'
import { Container } from './Container'
import { FooterMenus } from './FooterMenus'

export function Footer() {
  return (
    <footer className="mt-auto border-t border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex min-w-0 flex-col gap-5 sm:col-span-2">
          <SiteBrand
            description
            classNames={{
              root: 'items-start gap-3',
              icon: 'h-10 w-auto max-w-28 object-contain',
              title: 'text-lg font-bold text-neutral-900 dark:text-white',
              description: 'mt-1 text-sm text-neutral-600 dark:text-neutral-400',
            }}
          />
          <ContactButtons />
        </div>
        <FooterMenus />
      </Container>
      <div className="border-t border-neutral-200 dark:border-neutral-800">
        <Container className="py-5">
          <FooterCredits
            controls={false}
            classNames={{ root: 'gap-1 text-xs text-neutral-600 dark:text-neutral-400', link: 'hover:text-[var(--folio-accent)]' }}
          />
        </Container>
      </div>
    </footer>
  )
}
