// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { clientAddress, isPrivateAddress } from '@/lib/lock/client-address'

const req = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } })

describe('client address for rate limiting', () => {
  it('a public peer is the client, whatever X-Forwarded-For it invents', () => {
    expect(clientAddress(req('203.0.113.7', { 'x-forwarded-for': '198.51.100.1' }))).toBe('203.0.113.7')
    expect(clientAddress(req('::ffff:203.0.113.7'))).toBe('203.0.113.7')
  })

  it('behind a local proxy: the rightmost forwarded address (the one the proxy saw)', () => {
    expect(clientAddress(req('127.0.0.1', { 'x-forwarded-for': 'spoofed, 198.51.100.9' }))).toBe('198.51.100.9')
    expect(clientAddress(req('10.0.0.2', { 'x-real-ip': '198.51.100.4' }))).toBe('198.51.100.4')
    expect(clientAddress(req('127.0.0.1'))).toBe('127.0.0.1')
    expect(clientAddress(req(undefined))).toBe('unknown')
  })

  it('knows private and loopback ranges', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '172.16.0.1', '172.31.9.9', '::1', '::ffff:127.0.0.1', 'fd00::1', 'fe80::1']) {
      expect(isPrivateAddress(a), a).toBe(true)
    }
    for (const a of ['8.8.8.8', '172.32.0.1', '203.0.113.7', '2001:db8::1']) expect(isPrivateAddress(a), a).toBe(false)
  })

  it('TRUST_PROXY=false: the socket address only, even from a private peer', () => {
    expect(clientAddress(req('10.0.0.2', { 'x-forwarded-for': '198.51.100.9' }), 'false')).toBe('10.0.0.2')
    expect(clientAddress(req('127.0.0.1', { 'x-real-ip': '198.51.100.4' }), 'false')).toBe('127.0.0.1')
    expect(clientAddress(req(undefined, { 'x-forwarded-for': '198.51.100.9' }), 'false')).toBe('unknown')
  })

  it('TRUST_PROXY=true: the rightmost forwarded address from any peer', () => {
    expect(clientAddress(req('203.0.113.7', { 'x-forwarded-for': 'spoofed, 198.51.100.1' }), 'true')).toBe('198.51.100.1')
    expect(clientAddress(req('203.0.113.7'), 'true')).toBe('203.0.113.7')
  })
})
