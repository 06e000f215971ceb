// The one decision "sign-in enabled": both Clerk keys, non-blank.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authKeysComplete, builtInPublishableKey, currentAuthKeys, isAuthEnabled } from '@/lib/auth/enabled'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

function keys(publishable: string | undefined, secret: string | undefined) {
  vi.stubEnv('NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', publishable)
  vi.stubEnv('CLERK_SECRET_KEY', secret)
}

describe('sign-in enabled', () => {
  it('is on only with both keys', () => {
    keys('pk_test_abc', 'sk_test_abc')
    expect(isAuthEnabled()).toBe(true)
    expect(currentAuthKeys()).toEqual({ publishableKey: 'pk_test_abc', secretKey: 'sk_test_abc' })
  })

  it.each([
    ['publishable key missing', undefined, 'sk_test_abc'],
    ['secret key missing', 'pk_test_abc', undefined],
    ['both missing', undefined, undefined],
    ['publishable key empty', '', 'sk_test_abc'],
    ['secret key empty', 'pk_test_abc', ''],
    ['publishable key blank', '   ', 'sk_test_abc'],
    ['secret key blank', 'pk_test_abc', ' \t'],
  ])('is off with %s', (_case, publishable, secret) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    keys(publishable, secret)
    expect(isAuthEnabled()).toBe(false)
  })

  // DISABLE_PLUGIN's description says so: sign-in follows the Clerk keys alone.
  it('does not depend on DISABLE_PLUGIN', () => {
    keys('pk_test_abc', 'sk_test_abc')
    vi.stubEnv('DISABLE_PLUGIN', 'true')
    expect(isAuthEnabled()).toBe(true)
  })

  it('judges a pair of keys the same way', () => {
    expect(authKeysComplete({ publishableKey: 'pk', secretKey: 'sk' })).toBe(true)
    expect(authKeysComplete({ publishableKey: 'pk' })).toBe(false)
    expect(authKeysComplete({})).toBe(false)
  })

  it('gives the browser side only the publishable key, trimmed', () => {
    keys(undefined, 'sk_test_abc')
    expect(builtInPublishableKey()).toBe('')
    keys(' pk_test_abc ', undefined)
    expect(builtInPublishableKey()).toBe('pk_test_abc')
  })

  it('warns once when only one key is set', async () => {
    vi.resetModules()
    const fresh = await import('@/lib/auth/enabled')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    keys('pk_test_abc', '')
    fresh.isAuthEnabled()
    fresh.isAuthEnabled()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/CLERK_SECRET_KEY/)
  })
})
