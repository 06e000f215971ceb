// Addresses a server must never be made to fetch: loopback, private, link-local, unspecified,
// multicast, carrier-grade NAT and their IPv6 forms (also IPv4 written inside IPv6).
import { isIP } from 'node:net'

function ipv4Private(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number)
  return (
    a === 0 || a === 10 || a === 127 || a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19))
  )
}

export function isPrivateAddress(address: string): boolean {
  const kind = isIP(address)
  if (kind === 4) return ipv4Private(address)
  if (kind !== 6) return true // not an address at all: refuse
  const lower = address.toLowerCase()
  const mapped = /^(?:0*:)*(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower)
  if (mapped?.[1]) return ipv4Private(mapped[1])
  if (lower === '::' || lower === '::1') return true
  return /^(fe[89ab]|fc|fd|ff)/.test(lower)
}
