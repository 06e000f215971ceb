// The line under a site form that says what happened: the problem, sending, sent, failed, or
// that the mail app was opened. Announced to screen readers.
import { part } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import type { FormStatus } from './useFormSend'

export function FormStatusLine({ status, problem, className }: { status: FormStatus; problem: string; className?: string }) {
  const { t } = useT()
  const text = {
    idle: '',
    invalid: problem,
    sending: t.site.form.sending,
    sent: t.site.form.sent,
    failed: t.site.form.failed,
    mail: t.site.form.mailOpened,
  }[status]
  return (
    <p role="status" aria-live="polite" data-form-status={status} className={part(status === 'invalid' || status === 'failed' ? 'min-h-6 text-red-600 dark:text-red-400' : 'min-h-6', 'text-sm', className)}>
      {text}
    </p>
  )
}
