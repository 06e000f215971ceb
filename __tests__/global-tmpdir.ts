// Every test's temporary directories (caches, snapshots, public dirs) go under one folder made
// for this run and removed after it, so repeated runs never pile up folders in the system /tmp.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export default function setup(): () => void {
  const runDir = mkdtempSync(path.join(tmpdir(), 'folio-vitest-'))
  // Test workers start after this and inherit the environment, so os.tmpdir() points here.
  process.env.TMPDIR = runDir
  return () => rmSync(runDir, { recursive: true, force: true })
}
