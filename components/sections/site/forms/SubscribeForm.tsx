// The newsletter sign-up of a site theme: one e-mail field sent to NEWSLETTER_ENDPOINT (a POST
// address or mailto:). Without a usable endpoint there is no section and nothing is sent.
import { part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import { SectionHeading, type SectionHeadingPart } from '../SectionHeading'
import { useSiteSection } from '../useSiteSection'
import { formEndpoint, isEmailAddress, type FormEndpoint } from './form-endpoint'
import { FormStatusLine } from './FormStatusLine'
import { Honeypot } from './Honeypot'
import { useFormSend } from './useFormSend'

export type SubscribeFormPart = 'root' | 'form' | 'input' | 'button' | 'status'

interface Props {
  classNames?: ClassNames<SubscribeFormPart>
  heading?: ClassNames<SectionHeadingPart>
  id?: string
}

export function SubscribeForm(props: Props) {
  const { ENDPOINT } = useSiteSection('NEWSLETTER')
  const endpoint = formEndpoint(ENDPOINT)
  return endpoint ? <SubscribeSection endpoint={endpoint} {...props} /> : null
}

function SubscribeSection({ endpoint, classNames: c = {}, heading, id = 'newsletter' }: Props & { endpoint: FormEndpoint }) {
  const { t } = useT()
  const { TITLE, TEXT } = useSiteSection('NEWSLETTER')
  const words = t.widgets.newsletter
  const { status, problem, onSubmit } = useFormSend(endpoint, TITLE || words.title, (f) =>
    f.email && isEmailAddress(f.email) ? '' : t.site.form.invalidEmail,
  )
  return (
    <section id={id} data-section="newsletter" aria-labelledby={`${id}-title`} className={part('scroll-mt-20', 'px-4 py-16', c.root)}>
      <SectionHeading id={`${id}-title`} title={TITLE || words.title} text={TEXT || words.description} classNames={heading} />
      <form noValidate onSubmit={onSubmit} className={part('relative mx-auto flex flex-col', 'max-w-lg gap-2', c.form)}>
        <Honeypot />
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={320}
            placeholder={words.placeholder}
            aria-label={words.placeholder}
            className={part('min-w-0 flex-1', 'rounded-md border border-neutral-300 bg-white px-3 py-2 dark:border-neutral-600 dark:bg-neutral-900', c.input)}
          />
          <button type="submit" disabled={status === 'sending'} className={part('shrink-0 disabled:opacity-60', 'rounded-md bg-[var(--folio-accent)] px-5 py-2 font-semibold text-white', c.button)}>
            {words.subscribe}
          </button>
        </div>
        <FormStatusLine status={status} problem={problem} className={c.status} />
      </form>
    </section>
  )
}
