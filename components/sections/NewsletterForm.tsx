// A newsletter sign-up: the visitor's address is posted to the owner's mailing-list service (the
// form address a Mailchimp, Buttondown… form gives), whose confirmation opens in a new tab.
// With no address configured there is nothing: no form, no request.
import { useState } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'

export type NewsletterFormPart = 'root' | 'title' | 'description' | 'form' | 'input' | 'button' | 'done'

interface Props {
  /** The service's form address; empty: the form is left out. */
  action: string
  /** The name the service expects for the address field. */
  field?: string
  classNames?: ClassNames<NewsletterFormPart>
}

export function NewsletterForm({ action, field = 'email', classNames: c = {} }: Props) {
  const { t } = useT()
  const [sent, setSent] = useState(false)
  const text = t.widgets.newsletter
  if (!action.trim()) return null
  return (
    <section data-section="newsletter" aria-label={text.title} className={c.root}>
      <h2 className={c.title ?? 'mb-1 font-semibold'}>{text.title}</h2>
      <p className={c.description ?? 'mb-3 text-sm opacity-80'}>{text.description}</p>
      <form action={action.trim()} method="post" target="_blank" onSubmit={() => setSent(true)} className={part('flex', 'gap-2', c.form)}>
        <input
          type="email"
          name={field || 'email'}
          required
          autoComplete="email"
          placeholder={text.placeholder}
          aria-label={text.placeholder}
          className={part('min-w-0 flex-1', 'rounded border border-neutral-300 bg-white px-2 py-1 text-sm dark:border-neutral-600 dark:bg-neutral-800', c.input)}
        />
        <button type="submit" className={part('shrink-0', 'rounded bg-neutral-900 px-3 py-1 text-sm text-white dark:bg-neutral-100 dark:text-neutral-900', c.button)}>
          {text.subscribe}
        </button>
      </form>
      {sent && (
        <p role="status" className={c.done ?? 'mt-2 text-sm'}>
          {text.subscribed}
        </p>
      )}
    </section>
  )
}
