// @vitest-environment node
import { preferredEncoding } from '@/lib/server/accept-encoding'

describe('preferredEncoding', () => {
  it('prefers brotli when the client takes it, else gzip, else none', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip, deflate')).toBe('gzip')
    expect(preferredEncoding('deflate')).toBe('identity')
    expect(preferredEncoding('')).toBe('identity')
    expect(preferredEncoding(undefined)).toBe('identity')
  })

  it('follows the weights: q=0 refuses, a heavier gzip wins, * stands for the rest', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip')
    expect(preferredEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip')
    expect(preferredEncoding('gzip;q=0.5, br;q=0.5')).toBe('br')
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding('*;q=0, identity')).toBe('identity')
    expect(preferredEncoding('BR ; Q=0.8')).toBe('br')
    expect(preferredEncoding('x-gzip')).toBe('gzip')
    expect(preferredEncoding(['gzip', 'br'])).toBe('br')
  })
})
