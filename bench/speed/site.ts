// One served site under measure (ours on scripts/serve.ts, or the floor on `next start`): its
// pages' HTML, the gzip size of the scripts they name, and a clean stop.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { waitFor } from '../build'
import { fetchedScripts, referencedScripts } from './html'

export interface Served {
  base: string
  /** The build folder the served /_next/ files come from. */
  distPath: string
  /** The server's process (its own processes are its descendants). */
  pid: number | undefined
  stop(): void
}

export async function serve(options: {
  cwd: string
  command: string
  args: string[]
  env: Record<string, string>
  port: number
  distPath: string
  readyPath: string
}): Promise<Served> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd, env: { ...process.env, ...options.env, NEXT_TELEMETRY_DISABLED: '1' }, detached: true, stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${options.port}`
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid)
    } catch {
      // already gone
    }
  }
  try {
    await waitFor(base + options.readyPath)
  } catch (error) {
    stop()
    throw error
  }
  return { base, distPath: options.distPath, pid: child.pid, stop }
}

export interface PageFigures {
  path: string
  status: number
  html: string
  htmlGzipBytes: number
  /** Scripts a modern browser fetches from the HTML (nomodule ones left out). */
  fetched: { src: string; gzipBytes: number }[]
  /** Every script tag, nomodule included, gzip bytes. */
  referencedGzipBytes: number
  browserJsGzipKb: number
}

const gzipCache = new Map<string, number>()

function scriptGzipBytes(distPath: string, src: string): number {
  const file = path.join(distPath, decodeURIComponent((src.split('?')[0] ?? '').replace(/^.*?\/_next\//, '')))
  let size = gzipCache.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(file)).length
    gzipCache.set(file, size)
  }
  return size
}

export async function measurePage(site: Served, pagePath: string): Promise<PageFigures> {
  const res = await fetch(site.base + pagePath)
  const html = await res.text()
  const fetched = fetchedScripts(html).map((src) => ({ src, gzipBytes: scriptGzipBytes(site.distPath, src) }))
  const referencedGzipBytes = referencedScripts(html).reduce((sum, src) => sum + scriptGzipBytes(site.distPath, src), 0)
  return {
    path: pagePath,
    status: res.status,
    html,
    htmlGzipBytes: gzipSync(html).length,
    fetched,
    referencedGzipBytes,
    browserJsGzipKb: 0,
  }
}
