// The contact address travels base64-encoded so it never appears in the page's HTML; it is
// decoded only when the visitor clicks. A value that does not decode is used as written.

export function decodeEmail(encoded: string): string {
  const value = encoded.trim()
  try {
    const binary = atob(value)
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch (error) {
    console.error('[contact] the e-mail address is not valid base64; using it as written', error)
    return value
  }
}
