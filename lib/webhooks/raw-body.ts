// The request body as sent, for signatures computed over its bytes (the route turns Next's
// body parser off). Stops reading past `limit` bytes: a larger body is refused, never buffered.
import type { IncomingMessage } from 'node:http'

export class BodyTooLarge extends Error {}

export function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.removeAllListeners('data')
        req.resume()
        reject(new BodyTooLarge(`body over ${limit} bytes`))
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}
