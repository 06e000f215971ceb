// Which client an attempt comes from, for rate limiting. A direct peer on a public address is
// the client (any X-Forwarded-For it sends is its own invention). A peer on a loopback or
// private address is a reverse proxy or platform router: the rightmost X-Forwarded-For entry is
// the address that proxy saw (a client can only add entries to the left).
import type { IncomingHttpHeaders } from 'node:http'

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

export function clientAddress(req: RequestLike): string {
  const peer = req.socket?.remoteAddress ? plainAddress(req.socket.remoteAddress) : ''
  if (peer && !isPrivateAddress(peer)) return peer
  const forwarded = header(req.headers, 'x-forwarded-for').split(',').map((s) => s.trim()).filter(Boolean)
  const nearest = forwarded.at(-1) ?? header(req.headers, 'x-real-ip')
  return nearest ? plainAddress(nearest) : peer || 'unknown'
}
