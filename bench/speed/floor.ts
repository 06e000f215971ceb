// The floor app: bench/floor/ copied to a temp folder, sharing this project's node_modules (the
// same Next.js and React), built with `next build --webpack` and served with `next start`.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.join(import.meta.dirname, '..', '..')

export interface FloorApp {
  dir: string
  buildSeconds: number
  remove(): void
}

export function buildFloor(): FloorApp {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-floor-'))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  try {
    cpSync(path.join(root, 'bench', 'floor'), dir, { recursive: true })
    // Our own icon: without one the browser logs a 404, which costs best-practice points.
    cpSync(path.join(root, 'public', 'favicon.ico'), path.join(dir, 'public', 'favicon.ico'))
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
    const started = performance.now()
    const r = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build', '--webpack'], {
      cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, encoding: 'utf8',
    })
    if (r.status !== 0) throw new Error(`floor build failed:\n${r.stdout}\n${r.stderr}`)
    return { dir, buildSeconds: (performance.now() - started) / 1000, remove }
  } catch (error) {
    remove()
    throw error
  }
}

/** The command that serves the floor app on a port (run from its folder). */
export function floorServeCommand(port: number): { command: string; args: string[] } {
  return { command: path.join(root, 'node_modules', '.bin', 'next'), args: ['start', '-p', String(port)] }
}
