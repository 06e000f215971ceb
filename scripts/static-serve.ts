// A plain static file server, as GitHub Pages, S3 website hosting and Nginx's defaults behave:
// a file is served as itself, a folder redirects to its trailing-slash form and serves its
// index.html, anything else is 404 with /404.html. No rewrites, no headers from the site.
// For trying `npm run export`'s out/ locally and for the export e2e test.
//   npx tsx scripts/static-serve.ts [dir=out] [-p 3431]
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.mp3': 'audio/mpeg', '.mp4': 'video/mp4',
  '.webm': 'video/webm', '.map': 'application/json', '.webmanifest': 'application/manifest+json', '.pdf': 'application/pdf',
}

const typeOf = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
const isFile = (file: string) => stat(file).then((s) => s.isFile(), () => false)
const isDir = (file: string) => stat(file).then((s) => s.isDirectory(), () => false)

export function startStaticServer(root: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const base = path.resolve(root)
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://static')
      let decoded: string
      try {
        decoded = decodeURIComponent(url.pathname)
      } catch {
        decoded = '\0'
      }
      const file = path.join(base, decoded)
      const send = (status: number, target: string) => {
        res.writeHead(status, { 'content-type': typeOf(target) })
        if (req.method === 'HEAD') return res.end()
        createReadStream(target).pipe(res)
      }
      if (!decoded.includes('\0') && (file === base || file.startsWith(`${base}${path.sep}`))) {
        if (await isFile(file)) return send(200, file)
        if (await isDir(file)) {
          if (!url.pathname.endsWith('/')) {
            res.writeHead(301, { location: `${url.pathname}/${url.search}` })
            return res.end()
          }
          if (await isFile(path.join(file, 'index.html'))) return send(200, path.join(file, 'index.html'))
        }
      }
      const notFound = path.join(base, '404.html')
      if (await isFile(notFound)) return send(404, notFound)
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('404')
    })()
  })
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  const flag = args.indexOf('-p')
  const port = flag >= 0 ? Number(args[flag + 1]) : 3431
  const dir = args.find((a, i) => !a.startsWith('-') && args[i - 1] !== '-p') ?? 'out'
  void startStaticServer(dir, port).then(() => console.log(`[static] ${path.resolve(dir)} on http://127.0.0.1:${port}`))
}
