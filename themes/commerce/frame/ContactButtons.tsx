// The footer's contact buttons: the owner's e-mail (CONTACT_EMAIL, decoded only on click), a
// button to the home's contact form when that form is shown, and the social profiles.
import { ContactEmail } from '@/components/chrome/ContactEmail'
import { SocialLinks } from '@/components/footer/SocialLinks'
import { Mail } from '@/components/icons'
import { SiteLink } from '@/components/navigation/SiteLink'
import { formEndpoint } from '@/components/sections/site/forms/form-endpoint'
import { useSiteSection } from '@/components/sections/site/useSiteSection'
import { useT } from '@/lib/i18n/react'
import { BUTTON, OUTLINE_BUTTON } from '../look'

export function ContactButtons() {
  const { t } = useT()
  const contact = useSiteSection('CONTACT')
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        {formEndpoint(contact.ENDPOINT) && (
          <SiteLink href="/#contact" data-commerce-contact="" className={BUTTON}>
            {t.product.contactUs}
          </SiteLink>
        )}
        <ContactEmail className={OUTLINE_BUTTON}>
          <Mail className="h-4 w-4" />
          <span>{t.social.email}</span>
        </ContactEmail>
      </div>
      <SocialLinks classNames={{ root: 'flex flex-wrap gap-3', item: 'text-neutral-500 hover:text-[var(--folio-accent)] dark:text-neutral-400' }} />
    </div>
  )
}
