// The CSP source that lets exactly one inline script run: its text's SHA-256 (server only).
import { createHash } from 'node:crypto'

export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}
