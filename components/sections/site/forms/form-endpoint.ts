// Where a site form goes: an http(s) address that takes a POST, or an e-mail address the
// visitor's mail app writes to. Anything else (javascript:, a typo) means no form at all.

export type FormEndpoint = { kind: 'post'; url: string } | { kind: 'mailto'; address: string }

const MAILTO = /^mailto:([^\s@?]+@[^\s@?]+\.[^\s@?]+)$/i
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function formEndpoint(value: string): FormEndpoint | null {
  const text = value.trim()
  const mail = MAILTO.exec(text)
  if (mail?.[1]) return { kind: 'mailto', address: mail[1] }
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'post', url: url.href } : null
  } catch {
    return null
  }
}

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
