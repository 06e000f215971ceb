// JSON for an inline <script type="application/ld+json">: `<`, `>`, `&` and the line
// separators are escaped so no value can close the script element or break out of it.
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
