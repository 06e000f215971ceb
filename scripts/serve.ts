// Folio's production server (`npm start`, `npm run site`): Next's request handler on a Node
// HTTP server that Folio binds itself.
//
// Why not `next start -H <address>`: Next then builds two different origins for one request,
// the bound address for routing and `localhost` for the proxy (proxy.ts), so every page the
// proxy rewrites looks like an external URL and is sent over the network back to the server
// (a hang on 127.0.0.1 or ::1, a TLS error behind an https proxy). Here Next is never told the
// address: both sides agree on `localhost`, and the socket listens wherever the owner asks.
//
// Answers are compressed here, brotli where the browser takes it (lib/server/compress.ts).
// View beacons of Folio's own counter are answered here too, ahead of Next (lib/server/view-beacon.ts).
//
// SIGTERM/SIGINT: stop accepting, let in-flight requests finish (at most 10 s), then exit.
// The same file, bundled by scripts/standalone.ts, is the standalone build's server (serve.js).
import { createServer } from 'node:http'
import next from 'next'
import { responseCompression } from '../lib/server/compress'
import { serveOptions, ServeOptionsError } from '../lib/server/serve-options'
import { standaloneConfig } from '../lib/server/standalone-config'
import { takeViewBeacon } from '../lib/server/view-beacon'

const DRAIN_LIMIT_MS = 10_000

async function main() {
  const { port, hostname } = serveOptions(process.argv.slice(2), process.env)
  // As `next start` does; Next's types mark NODE_ENV read-only for application code.
  Reflect.set(process.env, 'NODE_ENV', 'production')
  const dir = process.cwd()
  const conf = standaloneConfig(dir)
  // As Next's standalone server.js does: the build's configuration, for the parts of Next that read it from here.
  if (conf) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf)
  // `conf` is the build's own resolved configuration; Next's option type wants its NextConfig.
  const app = next({ dev: false, dir, port, ...(conf ? { conf: conf as Parameters<typeof next>[0]['conf'] } : {}) })
  await app.prepare()
  const handle = app.getRequestHandler()
  const compress = responseCompression()
  const server = createServer((req, res) => {
    if (takeViewBeacon(req, res)) return
    compress(req, res, () => {
      handle(req, res).catch((error: unknown) => {
        console.error('[serve] request failed', error)
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
    })
  })
  server.listen(port, hostname, () => {
    const shown = hostname === undefined ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname
    console.log(`[serve] Folio is listening on http://${shown}:${port}`)
  })
  const stop = (signal: string) => {
    console.log(`[serve] ${signal}: finishing in-flight requests`)
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), DRAIN_LIMIT_MS).unref()
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error instanceof ServeOptionsError ? `[serve] ${error.message}` : error)
  process.exit(1)
})
