// In a standalone build (output: 'standalone', the Docker image) there is no next.config.ts to
// load: Next's own server.js passes the build's resolved configuration, which the build wrote
// to <distDir>/required-server-files.json. Folio's server does the same. Elsewhere: undefined,
// and Next loads next.config.ts as usual.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const CONFIG_FILES = ['next.config.ts', 'next.config.js', 'next.config.mjs']

export function standaloneConfig(dir: string, distDir = process.env.FOLIO_DIST_DIR || '.next'): Record<string, unknown> | undefined {
  if (CONFIG_FILES.some((file) => existsSync(path.join(dir, file)))) return undefined
  const file = path.join(dir, distDir, 'required-server-files.json')
  if (!existsSync(file)) return undefined
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config?: Record<string, unknown> }
  return config
}
