// Text settings (environment variables, workspace Config rows) become typed values here.

const DIGITS_ONLY = /^\d+$/

function looksLikeJson(text: string): boolean {
  return (
    (text.startsWith('{') && text.endsWith('}')) || (text.startsWith('[') && text.endsWith(']'))
  )
}

/**
 * Spec §5 coercion: digits only → number (kept as text above Number.MAX_SAFE_INTEGER, where
 * precision would be lost); `true`/`false` → boolean; `{…}`/`[…]` → parsed JSON (kept as text
 * when it does not parse); anything else stays the text it was. Surrounding whitespace is
 * ignored for the detection only.
 */
export function coerceSettingValue(raw: string): unknown {
  const text = raw.trim()
  if (DIGITS_ONLY.test(text)) {
    const n = Number(text)
    return Number.isSafeInteger(n) ? n : raw
  }
  if (text === 'true') return true
  if (text === 'false') return false
  if (looksLikeJson(text)) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return raw
    }
  }
  return raw
}
