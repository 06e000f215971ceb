// Reusable setting types for conf/*.ts and theme configs. Each returns a fresh schema, so a
// caller can add its own default and description.
import { z } from 'zod'
import { isValidLanguageTag, normaliseLanguageTag } from './language-tag'
import { parseNotionPageIds } from './notion-page-ids'

/** Whole number ≥ min (≥ 1 unless told). */
export const count = (min = 1, max = Number.MAX_SAFE_INTEGER) => z.number().int().min(min).max(max)

export const hourOfDay = () => z.number().int().min(0).max(23)

/** An absolute http(s) URL. */
export const httpUrl = () => z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' })

/** An http(s) URL, or '' for "not set". */
export const httpUrlOrEmpty = () =>
  z.union([z.literal(''), httpUrl()], { error: 'expected an http(s) URL or empty text' })

/** An http(s) URL or a site path such as `/css/icons.css`, or '' for "not set". */
export const assetUrl = () =>
  z.union([z.literal(''), httpUrl(), z.string().regex(/^\/(?!\/)\S*$/)], {
    error: 'expected an http(s) URL, a path starting with /, or empty text',
  })

/** A CSS font-family list; characters that could end the declaration are refused. */
export const cssFontList = () =>
  z.string().regex(/^[^;{}<>\\]*$/, 'expected a font-family list such as "Inter", sans-serif')

export const hexColor = () =>
  z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'expected a colour like #ff0000')

/** A colour like #ff0000, or '' for "not set". */
export const hexColorOrEmpty = () =>
  z.union([z.literal(''), hexColor()], { error: 'expected a colour like #ff0000 or empty text' })

/** A language tag such as `zh-CN`, normalised to `xx-XX`. */
export const languageTag = () =>
  z
    .string()
    .refine(isValidLanguageTag, 'expected a language tag like zh-CN or en')
    .transform(normaliseLanguageTag)

/** An IANA time zone the runtime knows, e.g. `Asia/Shanghai`. */
export const timeZone = () =>
  z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone })
      return true
    } catch {
      return false
    }
  }, 'expected an IANA time zone like Asia/Shanghai or UTC')

/** NOTION_PAGE_ID text, checked by parseNotionPageIds (kept as written; '' = not set yet). */
export const notionPageIds = () =>
  z.string().superRefine((text, ctx) => {
    if (text.trim() === '') return
    try {
      parseNotionPageIds(text)
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message })
    }
  })

/**
 * A list that also accepts comma-separated text, since environment variables and Config rows
 * are text: `a, b` → ['a', 'b'].
 */
export const commaList = <T extends z.ZodType<string>>(item: T) => {
  const list = z.array(item)
  // Split text is string[] and `item` checks every entry, so widening the input type is safe.
  const listOfText = list as unknown as z.ZodType<z.output<T>[], string[]>
  const fromText = z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    )
    .pipe(listOfText)
  return z.union([list, fromText])
}
