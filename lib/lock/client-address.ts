// Which client an attempt comes from, for rate limiting. TRUST_PROXY decides whether the
// X-Forwarded-For header counts:
// - `auto` (default): only from a peer on a loopback or private address, which is a reverse
//   proxy or platform router (nginx or Caddy on the same host or network, Docker, PaaS
//   routers); its rightmost entry is the address that proxy saw (a client can only add entries
//   to the left). A peer on a public address is the client, whatever header it invents.
//   Chosen over "socket only" as the default because behind any proxy that would make every
//   visitor one client, so one visitor's wrong tries would lock a post for all readers. The
//   gap it leaves: clients that reach the server directly from a private network could
//   invent addresses; such deployments set `false`.
// - `false`: the socket address only.
// - `true`: the rightmost entry from any peer (a proxy or CDN on a public address).
import type { IncomingHttpHeaders } from 'node:http'

export const TRUST_PROXY_MODES = ['auto', 'true', 'false'] as const
export type TrustProxy = (typeof TRUST_PROXY_MODES)[number]

export interface RequestLike {
  headers: IncomingHttpHeaders
  socket?: { remoteAddress?: string } | null
}

const PRIVATE = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^::1$/,
  /^f[cd][0-9a-f]{2}:/i,
  /^fe80:/i,
]

function plainAddress(address: string): string {
  return address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
}

export function isPrivateAddress(address: string): boolean {
  const plain = plainAddress(address)
  return PRIVATE.some((pattern) => pattern.test(plain))
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name]
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim()
}

export function clientAddress(req: RequestLike, trust: TrustProxy = 'auto'): string {
  const peer = req.socket?.remoteAddress ? plainAddress(req.socket.remoteAddress) : ''
  if (trust === 'false') return peer || 'unknown'
  if (trust === 'auto' && peer && !isPrivateAddress(peer)) return peer
  const forwarded = header(req.headers, 'x-forwarded-for').split(',').map((s) => s.trim()).filter(Boolean)
  const nearest = forwarded.at(-1) ?? header(req.headers, 'x-real-ip')
  return nearest ? plainAddress(nearest) : peer || 'unknown'
}
