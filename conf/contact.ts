// The owner's contact links (empty: not shown).
import { z } from 'zod'
import { httpUrlOrEmpty } from '@/lib/config/field-types'

const profile = (site: string) => httpUrlOrEmpty().default('').describe(`${site} profile URL`)

export const contactSettings = z.object({
  CONTACT_EMAIL: z
    .union([z.literal(''), z.email()], { error: 'expected an e-mail address or empty text' })
    .default('')
    .describe('E-mail address; pages carry it base64-encoded and decode it on click'),
  CONTACT_GITHUB: profile('GitHub'),
  CONTACT_TWITTER: profile('X / Twitter'),
  CONTACT_TELEGRAM: profile('Telegram'),
  CONTACT_LINKEDIN: profile('LinkedIn'),
  CONTACT_WEIBO: profile('Weibo'),
  CONTACT_INSTAGRAM: profile('Instagram'),
  CONTACT_BILIBILI: profile('Bilibili'),
  CONTACT_YOUTUBE: profile('YouTube'),
})
