// Page titles join their parts with ' | ' (spec §2 "Page titles"). Client-safe.
export function titleOf(...parts: (string | number)[]): string {
  return parts.filter((p) => p !== '').join(' | ')
}
