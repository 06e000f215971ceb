// Loopback server plumbing both Notion stand-ins share (/api/v3 here, the public API in
// ../public-stub): reading a body, delays that closing cuts short, listening on 127.0.0.1,
// closing with open connections, the call log.
import type { IncomingMessage, Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Injected delays, all ended at once when the server closes. */
export function createDelays() {
  const pending = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>()
  return {
    sleep: (ms: number): Promise<void> =>
      new Promise((resolve) => {
        if (ms <= 0) return resolve()
        const entry = { timer: setTimeout(() => (pending.delete(entry), resolve()), ms), resolve }
        pending.add(entry)
      }),
    endAll(): void {
      for (const entry of pending) {
        clearTimeout(entry.timer)
        entry.resolve()
      }
      pending.clear()
    },
  }
}

/** Listens on 127.0.0.1 (port 0: a free one) and gives the port. */
export async function listenLoopback(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return (server.address() as AddressInfo).port
}

export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/** A call log with counts per endpoint. */
export function createCallLog<T extends { endpoint: string }>() {
  const calls: T[] = []
  return {
    calls,
    callCounts(): Record<string, number> {
      const counts: Record<string, number> = {}
      for (const { endpoint } of calls) counts[endpoint] = (counts[endpoint] ?? 0) + 1
      return counts
    },
    resetCalls(): void {
      calls.length = 0
    },
  }
}
