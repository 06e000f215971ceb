// DEV_BUNDLE_ANALYZE=true at build time: writes <distDir>/bundle-stats.json, the browser chunks
// with the modules each holds and their sizes, so bench/speed.ts can say what a page's
// first-load JS is made of. Off by default.
import { writeFileSync } from 'node:fs'
import path from 'node:path'

// The few members of webpack's compilation this reads (Next bundles its own webpack, untyped here).
interface Module { size(): number; nameForCondition?(): string | null; identifier(): string; modules?: Module[] }
interface Chunk { files: Set<string>; name?: string | null }
interface Compilation { chunks: Set<Chunk>; chunkGraph: { getChunkModules(chunk: Chunk): Module[] } }
interface Compiler { hooks: { done: { tap(name: string, fn: (stats: { compilation: Compilation }) => void): void } } }

export interface BundleChunk { files: string[]; names: string[]; modules: { name: string; size: number }[] }

/** A module's file, shortened to the package path or the project path. */
export function shortModuleName(file: string, root: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file)
  if (inPackage) return `${inPackage[1]}/${inPackage[2]}`
  return path.relative(root, file)
}

function leaves(module: Module): Module[] {
  return module.modules?.length ? module.modules.flatMap(leaves) : [module]
}

export class BundleStatsPlugin {
  constructor(private readonly distDir: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('FolioBundleStats', ({ compilation }) => {
      const root = process.cwd()
      const chunks: BundleChunk[] = [...compilation.chunks].map((chunk) => ({
        files: [...chunk.files],
        names: chunk.name ? [chunk.name] : [],
        modules: compilation.chunkGraph
          .getChunkModules(chunk)
          .flatMap(leaves)
          .map((m) => ({ name: shortModuleName(m.nameForCondition?.() ?? m.identifier(), root), size: m.size() }))
          .sort((a, b) => b.size - a.size),
      }))
      writeFileSync(path.join(this.distDir, 'bundle-stats.json'), JSON.stringify(chunks))
    })
  }
}
