// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createUnlockTokens } from '@/lib/lock/tokens'

const POST = '0123456789abcdef0123456789abcdef'
const OTHER = 'fedcba9876543210fedcba9876543210'
const HOUR = 3_600_000
const T0 = Date.UTC(2026, 0, 1)

describe('unlock tokens', () => {
  const tokens = createUnlockTokens('s'.repeat(32), 12 * HOUR)

  it('verify accepts what sign made, for that post and password, until expiry', () => {
    const token = tokens.sign(POST, 'fp', T0)
    expect(token).toMatch(/^v1\.\d+\.[A-Za-z0-9_-]{43}$/)
    expect(tokens.verify(token, POST, 'fp', T0)).toBe(true)
    expect(tokens.verify(token, POST, 'fp', T0 + 12 * HOUR - 1000)).toBe(true)
    expect(tokens.verify(token, POST, 'fp', T0 + 12 * HOUR)).toBe(false)
  })

  it('does not carry the post id or anything secret in clear', () => {
    const token = tokens.sign(POST, 'fp', T0)
    expect(token).not.toContain(POST)
    expect(token).not.toContain('fp')
  })

  it('is bound to the post and to the password fingerprint', () => {
    const token = tokens.sign(POST, 'fp', T0)
    expect(tokens.verify(token, OTHER, 'fp', T0)).toBe(false)
    expect(tokens.verify(token, POST, 'changed', T0)).toBe(false)
  })

  it('rejects a token signed with another secret', () => {
    const foreign = createUnlockTokens('t'.repeat(32), 12 * HOUR).sign(POST, 'fp', T0)
    expect(tokens.verify(foreign, POST, 'fp', T0)).toBe(false)
  })

  it('rejects tampering: a later expiry, a flipped MAC character, junk', () => {
    const token = tokens.sign(POST, 'fp', T0)
    const [v, expiry, mac] = token.split('.') as [string, string, string]
    expect(tokens.verify(`${v}.${Number(expiry) + 86_400}.${mac}`, POST, 'fp', T0)).toBe(false)
    const flipped = mac.slice(0, -2) + (mac.at(-2) === 'A' ? 'B' : 'A') + mac.slice(-1)
    expect(tokens.verify(`${v}.${expiry}.${flipped}`, POST, 'fp', T0)).toBe(false)
    for (const junk of ['', 'v1', 'v1..', `v2.${expiry}.${mac}`, `${token}x`, `v1.${expiry}.${mac.slice(1)}`]) {
      expect(tokens.verify(junk, POST, 'fp', T0), junk).toBe(false)
    }
  })
})
