// The built site served as `npm start` serves it (scripts/serve.ts), with the server's memory
// sampled the whole time.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { waitFor } from '../build'
import { treeProcesses } from '../memory'

const root = path.join(import.meta.dirname, '..', '..')

export interface ScaleServer {
  base: string
  pid: number
  /** The largest resident memory of the server's process so far, MB. */
  peakMb(): number
  /** Notes the server's memory now, after the phase named. */
  mark(phase: string): void
  marks: { phase: string; mb: number }[]
  stop(): void
}

export async function startServer(distDir: string, env: Record<string, string>, port: number): Promise<ScaleServer> {
  const child = spawn('npx', ['tsx', 'scripts/serve.ts', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, ...env, FOLIO_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: 'ignore',
  })
  // The server is the largest process of the tree: npx and tsx's own (about 130 MB) are not its.
  const serverKb = () => Math.max(0, ...treeProcesses(child.pid ?? 0).map((p) => p.rssKb))
  let peakKb = 0
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, serverKb())), 1000)
  const stop = () => {
    clearInterval(sampler)
    try {
      if (child.pid) process.kill(-child.pid)
    } catch {
      // already gone
    }
  }
  const base = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${base}/robots.txt`)
  } catch (error) {
    stop()
    throw error
  }
  const marks: ScaleServer['marks'] = []
  return {
    base,
    pid: child.pid ?? 0,
    peakMb: () => Math.max(peakKb, serverKb()) / 1024,
    mark: (phase) => marks.push({ phase, mb: serverKb() / 1024 }),
    marks,
    stop,
  }
}

/** As bench/speed.ts loads pages (bench/speed/serve-ratio.ts measures them). */
export const LOAD = { connections: 16, warmupMs: 3_000, durationMs: 10_000 }
