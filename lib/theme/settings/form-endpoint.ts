// Where a site form goes: an http(s) address that takes a POST, or an e-mail address the
// visitor's mail app writes to. Anything else (javascript:, a typo) means no form at all. One
// rule for both the settings check (site-sections.ts) and the forms (components/sections/site).

export type FormEndpoint = { kind: 'post'; url: string } | { kind: 'mailto'; address: string }

const MAILTO = /^mailto:([^\s@?]+@[^\s@?]+\.[^\s@?]+)$/i

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
