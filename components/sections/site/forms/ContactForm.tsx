// The contact section: name, e-mail and message, sent to CONTACT_ENDPOINT (a POST address or
// mailto:). Without a usable endpoint there is no section and nothing is ever sent.
import { part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import { SectionHeading, type SectionHeadingPart } from '../SectionHeading'
import { useSiteSection } from '../useSiteSection'
import { formEndpoint, isEmailAddress, type FormEndpoint } from './form-endpoint'
import { FormStatusLine } from './FormStatusLine'
import { Honeypot } from './Honeypot'
import { useFormSend } from './useFormSend'

export type ContactFormPart = 'root' | 'form' | 'label' | 'input' | 'button' | 'status'

interface Props {
  classNames?: ClassNames<ContactFormPart>
  heading?: ClassNames<SectionHeadingPart>
  id?: string
}

export function ContactForm(props: Props) {
  const { ENDPOINT } = useSiteSection('CONTACT')
  const endpoint = formEndpoint(ENDPOINT)
  return endpoint ? <ContactSection endpoint={endpoint} {...props} /> : null
}

function ContactSection({ endpoint, classNames: c = {}, heading, id = 'contact' }: Props & { endpoint: FormEndpoint }) {
  const { t } = useT()
  const { TITLE, TEXT } = useSiteSection('CONTACT')
  const text = { ...t.widgets.contact, ...t.site.form }
  const { status, problem, onSubmit } = useFormSend(endpoint, TITLE || t.widgets.contact.title, (f) => {
    if (!f.name || !f.email || !f.message) return text.required
    return isEmailAddress(f.email) ? '' : text.invalidEmail
  })
  const input = part('w-full', 'rounded-md border border-neutral-300 bg-white px-3 py-2 dark:border-neutral-600 dark:bg-neutral-900', c.input)
  const label = part('flex flex-col gap-1', 'text-sm font-medium', c.label)
  return (
    <section id={id} data-section="contact" aria-labelledby={`${id}-title`} className={part('scroll-mt-20', 'px-4 py-16', c.root)}>
      <SectionHeading id={`${id}-title`} title={TITLE || t.widgets.contact.title} text={TEXT} classNames={heading} />
      <form noValidate onSubmit={onSubmit} className={part('relative mx-auto flex flex-col', 'max-w-xl gap-4', c.form)}>
        <Honeypot />
        <label className={label}>
          {text.name}
          <input name="name" required autoComplete="name" maxLength={200} className={input} />
        </label>
        <label className={label}>
          {text.email}
          <input name="email" type="email" required autoComplete="email" maxLength={320} className={input} />
        </label>
        <label className={label}>
          {text.message}
          <textarea name="message" required rows={5} maxLength={5000} className={input} />
        </label>
        <button
          type="submit"
          disabled={status === 'sending'}
          className={part('self-start disabled:opacity-60', 'rounded-md bg-[var(--folio-accent)] px-6 py-2 font-semibold text-white', c.button)}
        >
          {text.send}
        </button>
        <FormStatusLine status={status} problem={problem} className={c.status} />
      </form>
    </section>
  )
}
