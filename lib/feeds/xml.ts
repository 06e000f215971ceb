// Text on its way into XML (and into the HTML that feeds carry). Notion text can hold
// characters XML 1.0 forbids; a single one would make the whole document unreadable, so
// they are dropped rather than escaped (no escape exists for them).

// Control characters other than tab/newline/return, the two non-characters, and lone surrogates.
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function xmlSafe(text: string): string {
  return text.replace(XML_FORBIDDEN, '')
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Escapes for XML text and attribute values (also valid HTML, so feeds use it for their HTML fields). */
export function escapeXml(text: string): string {
  return xmlSafe(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
}
