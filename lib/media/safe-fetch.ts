// Fetches a file the route was told to fetch by a page source, never by a visitor, within
// limits: every connection (redirects too) goes to an address checked after DNS resolution, so
// a name that resolves to loopback or a private network is refused, and the answer is cut off
// past a size or a time limit. The one exception is an origin configured as Notion's base (the
// stand-in on 127.0.0.1 in tests): exactly that host and port, nothing else.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPrivateAddress } from './private-address'

export interface FetchLimits {
  maxBytes: number
  timeoutMs: number
  /** Origins (`http://127.0.0.1:4010`) allowed although they resolve to a private address. */
  trustedOrigins: readonly string[]
}

export interface FetchedFile {
  status: number
  contentType: string
  body: Buffer
}

export class FetchRefused extends Error {
  constructor(message: string, readonly status?: number) {
    super(message)
    this.name = 'FetchRefused'
  }
}

const MAX_REDIRECTS = 3

/** A DNS lookup that fails for private addresses: checked at connect time, so no rebinding. */
function publicLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as LookupAddress[]
      const bad = list.find((a) => isPrivateAddress(a.address))
      if (bad || !list[0]) return callback(new FetchRefused(`${hostname} resolves to a private address (${bad?.address ?? 'none'})`), '', 0)
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list)
      callback(null, list[0].address, list[0].family)
    })
  }
}

function requestOnce(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<FetchedFile & { location?: string }> {
  return new Promise((resolve, reject) => {
    const trusted = limits.trustedOrigins.includes(url.origin)
    const client = url.protocol === 'https:' ? https : http
    const request = client.get(url, { signal, lookup: trusted ? undefined : publicLookup(), headers: { accept: '*/*' } }, (res) => {
      const status = res.statusCode ?? 0
      const location = res.headers.location
      if (status >= 300 && status < 400 && location) {
        res.resume()
        return resolve({ status, contentType: '', body: Buffer.alloc(0), location })
      }
      const declared = Number(res.headers['content-length'])
      if (declared > limits.maxBytes) {
        res.destroy()
        return reject(new FetchRefused(`the file is ${declared} bytes, over the limit of ${limits.maxBytes}`, 413))
      }
      const chunks: Buffer[] = []
      let size = 0
      res.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > limits.maxBytes) {
          res.destroy()
          reject(new FetchRefused(`the file is over the limit of ${limits.maxBytes} bytes`, 413))
        } else chunks.push(chunk)
      })
      res.on('end', () => resolve({ status, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    request.on('error', reject)
  })
}

/** GET with the limits; redirects followed (each one checked the same way). */
export async function safeFetch(address: string, limits: FetchLimits): Promise<FetchedFile> {
  const signal = AbortSignal.timeout(limits.timeoutMs)
  let url = new URL(address)
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new FetchRefused(`not an http(s) address: ${url.protocol}`)
    if (url.username || url.password) throw new FetchRefused('addresses with credentials are not fetched')
    // An address written as an IP is never looked up, so it is checked here.
    const literal = url.hostname.replace(/^\[|\]$/g, '')
    if (isIP(literal) && isPrivateAddress(literal) && !limits.trustedOrigins.includes(url.origin)) throw new FetchRefused(`${literal} is a private address`)
    const answer = await requestOnce(url, limits, signal).catch((error: unknown) => {
      if (signal.aborted) throw new FetchRefused(`no answer within ${limits.timeoutMs} ms`, 504)
      throw error
    })
    if (!answer.location) return answer
    if (hop >= MAX_REDIRECTS) throw new FetchRefused('too many redirects')
    url = new URL(answer.location, url)
  }
}
