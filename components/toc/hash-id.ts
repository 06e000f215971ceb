// The heading id an address's #hash names. A hash is whatever the visitor typed or followed
// (`#50%-off`, `#%`), so a malformed escape falls back to the raw text instead of throwing.
export function headingIdFromHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
