// A percent-encoded path segment or setting, decoded; text with a broken escape stays as written
// (it then matches nothing, and callers answer with a 404 or a reported fallback, never a crash).
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
