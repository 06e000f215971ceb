// Completes a standalone build (FOLIO_STANDALONE=1 npm run build) into a folder that runs on
// its own: `node serve.js` in <distDir>/standalone (without FOLIO_STANDALONE=1 it does nothing). Next copies the server and the traced
// node_modules there but leaves out the browser files and public/, and its server.js binds the
// address it is given in a way that breaks the proxy's rewrites (scripts/serve.ts says why);
// so this copies both in and bundles Folio's own server as serve.js.
import { cpSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const root = process.cwd()
const distDir = process.env.FOLIO_DIST_DIR || '.next'
const out = path.join(root, distDir, 'standalone')

async function main() {
  if (process.env.FOLIO_STANDALONE !== '1') return
  if (!existsSync(path.join(out, distDir, 'required-server-files.json'))) {
    throw new Error(`${out} is not a standalone build: build with FOLIO_STANDALONE=1 first`)
  }
  rmSync(path.join(out, 'public'), { recursive: true, force: true })
  cpSync(path.join(root, 'public'), path.join(out, 'public'), { recursive: true })
  cpSync(path.join(root, distDir, 'static'), path.join(out, distDir, 'static'), { recursive: true })
  await build({
    entryPoints: [path.join(root, 'scripts', 'serve.ts')],
    outfile: path.join(out, 'serve.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['next', 'next/*'],
    // Bundled CommonJS packages (the compression middleware) call require() for Node's own
    // modules, which an ES module does not have: give it one.
    banner: { js: "import { createRequire as __folioCreateRequire } from 'node:module'; const require = __folioCreateRequire(import.meta.url);" },
    logLevel: 'warning',
  })
  console.log(`standalone: ${path.relative(root, out)} is ready — cd there and run: node serve.js -p 3000`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
