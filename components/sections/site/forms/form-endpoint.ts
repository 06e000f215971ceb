// What the site forms share besides their destination (lib/theme/settings/form-endpoint.ts):
// the e-mail check, the mailto: message and the honeypot field.
export { formEndpoint, type FormEndpoint } from '@/lib/theme/settings/form-endpoint'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const isEmailAddress = (value: string): boolean => EMAIL.test(value.trim())

/** The mailto: address that opens the visitor's mail app with the form's fields written out. */
export function mailtoHref(address: string, subject: string, fields: Record<string, string>): string {
  const body = Object.entries(fields)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n\n')
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** The hidden field only bots fill: a form that comes back with it is dropped quietly. */
export const HONEYPOT_FIELD = 'company_website'
