// One value against one setting's schema. Text values (environment, Config row) are coerced
// with the schema in mind: a string setting keeps the text as written ('12345' stays a string).
import { z } from 'zod'
import { coerceSettingValue } from './coerce'

export type ValueCheck = { ok: true; value: unknown } | { ok: false; message: string }

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ` : '') + issue.message)
    .join('; ')
}

/** Readings of a text value, most likely first: coerced, as written, then as a decimal number. */
function candidatesFor(text: string): unknown[] {
  const coerced = coerceSettingValue(text)
  const candidates: unknown[] = [coerced]
  if (coerced !== text) candidates.push(text)
  // Spec coercion only turns digits into numbers; a number setting also deserves -1 or 0.5.
  if (typeof coerced !== 'number' && NUMBER_TEXT.test(text.trim())) candidates.push(Number(text))
  return candidates
}

export function checkSettingValue(
  field: z.core.$ZodType,
  value: unknown,
  isText: boolean,
): ValueCheck {
  const candidates = isText && typeof value === 'string' ? candidatesFor(value) : [value]
  const failures: z.ZodError[] = []
  for (const candidate of candidates) {
    const result = z.safeParse(field, candidate)
    if (result.success) return { ok: true, value: result.data }
    failures.push(result.error)
  }
  // The most telling failure is one about the value itself (too small, bad format), not its type.
  const telling =
    failures.find((e) => e.issues.some((i) => i.code !== 'invalid_type')) ?? failures[0]
  const message = telling ? describeIssues(telling) : 'invalid value'
  return {
    ok: false,
    message: value === '' ? `empty text is not allowed here (${message})` : message,
  }
}
