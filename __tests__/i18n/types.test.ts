// Compile-time contract: `npx tsc --noEmit` fails if a dictionary may drop or add a key.
import { describe, expect, it } from 'vitest'
import type { Dictionary, Locale } from '@/lib/i18n'
import { enUS } from '@/lib/i18n/locales/en-US'

const withoutAuth: Omit<Dictionary, 'auth'> = enUS

// @ts-expect-error a dictionary without the `auth` area is not a Dictionary
const missingArea: Dictionary = withoutAuth

// @ts-expect-error a nested key may not be missing either
const missingKey: Dictionary = { ...enUS, nav: { ...enUS.nav, home: undefined } }

// @ts-expect-error only the supported locales are a Locale
const unsupported: Locale = 'de-DE'

describe('dictionary types', () => {
  it('are checked by tsc (the @ts-expect-error lines above)', () => {
    expect([missingArea, missingKey, unsupported]).toHaveLength(3)
  })
})
