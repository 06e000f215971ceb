// The owner's contact links (empty: not shown).
import { z } from 'zod'
import { httpUrlOrEmpty } from '@/lib/config/field-types'

const profile = (site: string) => httpUrlOrEmpty().default('').describe(`${site} profile URL`)

const PLAIN_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** UTF-8 → base64 without Buffer, so the schema also loads in the browser. */
function toBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
}

/**
 * The spec stores the address base64-encoded; a plain address is accepted too and encoded
 * here, so the resolved value (and every page) only ever carries base64.
 */
const contactEmail = () =>
  z
    .string()
    .trim()
    .max(320)
    .transform((value) => (PLAIN_ADDRESS.test(value) ? toBase64(value) : value))

export const contactSettings = z.object({
  CONTACT_EMAIL: contactEmail()
    .default('')
    .describe(
      'E-mail address, base64-encoded (a plain address is encoded for you); pages decode it only on click',
    ),
  CONTACT_GITHUB: profile('GitHub'),
  CONTACT_TWITTER: profile('X / Twitter'),
  CONTACT_TELEGRAM: profile('Telegram'),
  CONTACT_LINKEDIN: profile('LinkedIn'),
  CONTACT_WEIBO: profile('Weibo'),
  CONTACT_INSTAGRAM: profile('Instagram'),
  CONTACT_BILIBILI: profile('Bilibili'),
  CONTACT_YOUTUBE: profile('YouTube'),
})
